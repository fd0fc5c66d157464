import { HttpError } from '@/lib/http-error';

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof HttpError ? (error.fields ?? {}) : {};
}
