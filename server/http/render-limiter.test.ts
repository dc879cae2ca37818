import { describe, expect, it } from "vitest";
import { createRenderLimiter } from "./render-limiter.ts";

describe("render limiter", () => {
  it("gives free slots to the owners in turn, not first come first served", async () => {
    const limiter = createRenderLimiter(1, 100);
    const first = await limiter.acquire("flood");
    const order: string[] = [];
    const waiting = [
      ...Array.from({ length: 5 }, (_, index) => ["flood", `flood ${index}`]),
      ["visitor", "visitor"],
    ].map(async ([owner, name]) => {
      const release = await limiter.acquire(owner);
      order.push(name);
      release?.();
    });
    first?.();
    await Promise.all(waiting);
    expect(order.indexOf("visitor")).toBe(0);
    expect(limiter.active()).toBe(0);
    expect(limiter.queued()).toBe(0);
  });

  it("puts an owner whose slot frees behind the others waiting: a visitor waits for one of its renders", async () => {
    const limiter = createRenderLimiter(1, 100, 2);
    const order: string[] = [];
    const running = await limiter.acquire("flood");
    const waiting = [
      ["flood", "flood again"],
      ["visitor", "visitor"],
    ].map(async ([owner, name]) => {
      const release = await limiter.acquire(owner);
      order.push(name);
      release?.();
    });
    running?.();
    await Promise.all(waiting);
    expect(order).toEqual(["visitor", "flood again"]);
    expect(limiter.active()).toBe(0);
  });

  it("refuses an owner over its share at once, and others still get in line", async () => {
    const limiter = createRenderLimiter(1, 100, 3);
    const held = await Promise.all([limiter.acquire("a")]);
    const queued = [limiter.acquire("a"), limiter.acquire("a")];
    expect(await limiter.acquire("a")).toBeNull();
    const other = limiter.acquire("b");
    expect(limiter.queued()).toBe(3);
    held[0]?.();
    for (const waiting of [other, queued[0], queued[1]]) (await waiting)?.();
    expect(limiter.active()).toBe(0);
  });

  it("refuses anyone once the line is full, and counts a release once", async () => {
    const limiter = createRenderLimiter(1, 1);
    const release = await limiter.acquire("a");
    const waiting = limiter.acquire("b");
    expect(await limiter.acquire("c")).toBeNull();
    release?.();
    release?.();
    const next = await waiting;
    expect(limiter.active()).toBe(1);
    next?.();
    expect(limiter.active()).toBe(0);
  });
});
