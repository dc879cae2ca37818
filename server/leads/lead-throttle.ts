/**
 * A sliding-window counter per IP hash, kept in memory per database handle. Leads are cheap to
 * fake, so this only stops floods; a restart resetting the counters is acceptable.
 */
const windows = new WeakMap<object, Map<string, number[]>>();

export type ThrottleRule = { key: string; limit: number; windowMs: number };

export const CONTACT_THROTTLE = { limit: 5, windowMs: 10 * 60_000 } as const;
export const CHAT_THROTTLE = { limit: 10, windowMs: 10 * 60_000 } as const;

/** Counts one hit and returns the seconds to wait when over the limit, else null. */
export function takeThrottleSlot(owner: object, rule: ThrottleRule, now: Date): number | null {
  let store = windows.get(owner);
  if (!store) {
    store = new Map();
    windows.set(owner, store);
  }
  const at = now.getTime();
  const recent = (store.get(rule.key) ?? []).filter((time) => time > at - rule.windowMs);
  if (recent.length >= rule.limit) {
    store.set(rule.key, recent);
    return Math.max(1, Math.ceil((recent[0] + rule.windowMs - at) / 1000));
  }
  recent.push(at);
  store.set(rule.key, recent);
  if (store.size > 10_000) {
    for (const [key, times] of store) {
      if (times.every((time) => time <= at - rule.windowMs)) store.delete(key);
    }
  }
  return null;
}
