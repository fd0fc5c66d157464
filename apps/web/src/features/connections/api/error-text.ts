import { translate } from '@/i18n';
import { HttpError } from '@/lib/http-error';

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : translate('connections')('error.generic');
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof HttpError ? (error.fields ?? {}) : {};
}
