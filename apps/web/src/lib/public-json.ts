import { HttpError } from './http-error';

/** A GET of a public API answer (no sign-in): the run-time configuration, an operator's legal text. */
export async function fetchPublicJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, `HTTP ${response.status}: ${response.statusText}`);
  return (await response.json()) as T;
}
