import { describe, expect, it, vi } from 'vitest';
import { gate } from '../../server/http/bounded-gate';

describe('gate', () => {
  it('lets N holders in, lines up the next ones, and turns away the rest', async () => {
    const g = gate({ max: 1, maxWaiting: 1, yieldBetween: true });
    const first = await g.enter();
    expect(first).toBeTypeOf('function');
    let secondIn = false;
    const second = g.enter().then((release) => {
      secondIn = true;
      return release;
    });
    expect(await g.enter()).toBeUndefined(); // the line is full: the caller answers 503
    await new Promise((r) => setImmediate(r));
    expect(secondIn).toBe(false);
    first!();
    first!(); // releasing twice frees one slot only
    const release = await second;
    expect(secondIn).toBe(true);
    expect(g.active).toBe(1);
    release!();
    expect(g.active).toBe(0);
    expect(await g.enter()).toBeTypeOf('function');
  });

  it('gives up on a caller that waited waitMs, and leaves the line for the others', async () => {
    vi.useFakeTimers();
    try {
      const g = gate({ max: 1, maxWaiting: 5, waitMs: 1_000 });
      const holder = await g.enter();
      const late = g.enter();
      expect(g.waiting).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await late).toBeUndefined();
      expect(g.waiting).toBe(0);
      const next = g.enter();
      holder!(); // handed straight to the next in line
      expect(await next).toBeTypeOf('function');
      expect(g.active).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
