import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createVisitBuffer } from "./visit-buffer.ts";

describe("visit buffer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes queued events in one batch once the flush interval has passed", async () => {
    const writes: number[][] = [];
    const buffer = createVisitBuffer<number>({
      write: async (rows) => {
        writes.push(rows);
      },
      flushMs: 1_000,
    });
    for (let i = 0; i < 30; i += 1) buffer.add(i);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    expect(buffer.pending()).toBe(30);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(30);
    expect(buffer.pending()).toBe(0);
  });

  it("never holds more than its cap: what a crash can lose is bounded", async () => {
    const written: number[] = [];
    const buffer = createVisitBuffer<number>({
      write: async (rows) => {
        written.push(...rows);
      },
      flushMs: 1_000,
      maxBuffered: 100,
    });
    const accepted = Array.from({ length: 150 }, (_, i) => buffer.add(i));
    expect(accepted.filter(Boolean)).toHaveLength(100);
    expect(buffer.pending()).toBe(100);
    // A steady stream: at any moment at most one interval's events (and the cap) are unwritten.
    for (let second = 0; second < 5; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      expect(buffer.pending()).toBe(0);
      for (let i = 0; i < 50; i += 1) buffer.add(i);
      expect(buffer.pending()).toBeLessThanOrEqual(100);
    }
    await buffer.stop();
    expect(written).toHaveLength(100 + 5 * 50);
  });

  it("splits a large flush into batches and reports a failed batch without losing the others", async () => {
    const sizes: number[] = [];
    const lost: number[] = [];
    let call = 0;
    const buffer = createVisitBuffer<number>({
      write: async (rows) => {
        call += 1;
        if (call === 2) throw new Error("database away");
        sizes.push(rows.length);
      },
      batchSize: 10,
      onError: (_error, count) => lost.push(count),
    });
    for (let i = 0; i < 25; i += 1) buffer.add(i);
    expect(await buffer.flush()).toBe(15);
    expect(sizes).toEqual([10, 5]);
    expect(lost).toEqual([10]);
  });
});
