/**
 * Reads until `done` holds, for work the job queue finishes in the background (calendar writes, e-mails).
 * Polls rather than sleeps a fixed time, so a loaded machine only makes the test slower.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  { timeoutMs = 25_000 }: { timeoutMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `eventually` for a check that answers yes or no. */
export async function eventuallyTrue(check: () => Promise<boolean>, what: string): Promise<void> {
  await eventually(check, (yes) => yes, what);
}
