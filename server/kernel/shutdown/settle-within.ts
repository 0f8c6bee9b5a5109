/**
 * Waits for `work` at most `ms` milliseconds: true when it settled (resolved or failed) in time, false when the wait
 * was given up. Shutdown uses it so that no worker can hold a stopping server past LATCH_SHUTDOWN_TIMEOUT_MS.
 *
 * @example
 * ```ts
 * const finished = await settleWithin(worker.stop(), 2_000);
 * ```
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
