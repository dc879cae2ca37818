/**
 * At most `maxActive` holders at once; the others wait in line, up to `maxQueued` in all and
 * `maxPerOwner` (active and waiting) for any one owner (a client IP). Free slots go to the
 * owners in turn, so one client's flood cannot make everyone else wait behind it. A slot is
 * taken synchronously when one is free, so callers can count on `isFull()`.
 */
export function createRenderLimiter(
  maxActive: number,
  maxQueued: number,
  maxPerOwner = Number.POSITIVE_INFINITY,
) {
  let active = 0;
  let queued = 0;
  /** Each owner's waiting requests; a Map keeps the turn order (an owner served goes last). */
  const lines = new Map<string, (() => void)[]>();
  const held = new Map<string, number>();

  const count = (owner: string, delta: number) => {
    const next = (held.get(owner) ?? 0) + delta;
    if (next === 0) held.delete(owner);
    else held.set(owner, next);
  };

  const release = (owner: string) => {
    count(owner, -1);
    // The owner whose slot frees goes behind everyone waiting, so another client waits for
    // at most one of its renders however fast it asks again (issue 37).
    const own = lines.get(owner);
    if (own && lines.size > 1) {
      lines.delete(owner);
      lines.set(owner, own);
    }
    const turn = lines.entries().next();
    if (turn.done) {
      active -= 1;
      return;
    }
    const [nextOwner, line] = turn.value;
    const grant = line.shift() as () => void;
    lines.delete(nextOwner);
    if (line.length > 0) lines.set(nextOwner, line);
    queued -= 1;
    // The slot passes to the next in turn, so the active count stays the same.
    grant();
  };

  const releaseOnce = (owner: string) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release(owner);
    };
  };

  return {
    isFull: () => active >= maxActive,
    active: () => active,
    queued: () => queued,

    /** A release function once a slot is free, or null at once when the line (or the owner's share) is full. */
    acquire(owner = ""): Promise<(() => void) | null> {
      if ((held.get(owner) ?? 0) >= maxPerOwner) return Promise.resolve(null);
      if (active < maxActive) {
        active += 1;
        count(owner, 1);
        return Promise.resolve(releaseOnce(owner));
      }
      if (queued >= maxQueued) return Promise.resolve(null);
      count(owner, 1);
      queued += 1;
      return new Promise((resolve) => {
        const line = lines.get(owner);
        const grant = () => resolve(releaseOnce(owner));
        if (line) line.push(grant);
        else lines.set(owner, [grant]);
      });
    },
  };
}
