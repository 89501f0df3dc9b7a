import { describe, expect, it } from 'vitest';
import { renderGate } from '../../server/render/render-gate';

describe('renderGate', () => {
  it('lets N renders in, lines up the next ones, and turns away the rest', async () => {
    const gate = renderGate({ concurrency: 1, maxWaiting: 1 });
    const first = await gate.enter();
    expect(first).toBeTypeOf('function');
    let secondIn = false;
    const second = gate.enter().then((release) => {
      secondIn = true;
      return release;
    });
    expect(await gate.enter()).toBeUndefined(); // the line is full: the caller answers 503
    await new Promise((r) => setImmediate(r));
    expect(secondIn).toBe(false);
    first!();
    first!(); // releasing twice frees one slot only
    const release = await second;
    expect(secondIn).toBe(true);
    expect(gate.active).toBe(1);
    release!();
    expect(gate.active).toBe(0);
    expect(await gate.enter()).toBeTypeOf('function');
  });
});
