/**
 * At most `maxActive` holders at once, the next `maxQueued` waiting in line (first come, first
 * served). A slot is taken synchronously when one is free, so callers can count on `isFull()`.
 */
export function createRenderLimiter(maxActive: number, maxQueued: number) {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const nextInLine = queue.shift();
    // The slot passes to the next in line, so the count stays the same.
    if (nextInLine) nextInLine();
    else active -= 1;
  };

  const releaseOnce = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    isFull: () => active >= maxActive,
    active: () => active,
    queued: () => queue.length,

    /** A release function once a slot is free, or null at once when the line is full too. */
    acquire(): Promise<(() => void) | null> {
      if (active < maxActive) {
        active += 1;
        return Promise.resolve(releaseOnce());
      }
      if (queue.length >= maxQueued) return Promise.resolve(null);
      return new Promise((resolve) => queue.push(() => resolve(releaseOnce())));
    },
  };
}
