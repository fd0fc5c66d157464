import { API_ROUTES } from '@overlap/contracts';
import type { WaitlistSignupResponse } from '@overlap/contracts/schemas';
import { useMutation } from '@tanstack/react-query';
import { readErrorAnswer } from '@/lib/errors/read-error-answer';
import { HttpError } from '@/lib/query-client';

/** Thrown when the request never reached the server (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor() {
    super('Network request failed');
    this.name = 'NetworkError';
  }
}

export async function joinWaitlist(email: string): Promise<WaitlistSignupResponse> {
  let response: Response;
  try {
    response = await fetch(API_ROUTES.waitlistSignup, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const { message, details } = await readErrorAnswer(response);
    throw new HttpError(response.status, details.serverMessage ? message : '', undefined, details);
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { message: typeof body?.message === 'string' ? body.message : '' };
}

export function useJoinWaitlist() {
  // A failed signup is shown at once; the visitor can press the button again.
  return useMutation({ mutationFn: joinWaitlist, retry: false });
}
