import { RETURN_TO_STORAGE_KEY } from '@overlap/contracts';

/** Remembers the page a signed-out visitor asked for, for after sign-in (spec §2). */
export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_STORAGE_KEY, path);
  } catch {
    /* storage unavailable: the user lands on the dashboard instead */
  }
}

/** The remembered page, once: it is forgotten as it is read. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_TO_STORAGE_KEY);
    sessionStorage.removeItem(RETURN_TO_STORAGE_KEY);
    // Only paths inside this site, never another origin.
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
