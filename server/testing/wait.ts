/**
 * Polls until `check` holds (returns something truthy), or fails after `timeoutMs` with `what` in the message.
 * By default it has no deadline of its own: the test's timeout is the limit, generous enough that a busy machine
 * which is merely slow never fails a test that would pass. Pass a deadline only where giving up sooner is the point.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = Number.POSITIVE_INFINITY,
  intervalMs = 25,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
