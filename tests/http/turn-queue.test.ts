import { describe, it, expect } from 'vitest';
import { turnQueue } from '../../server/http/turn-queue';

/** Resolves in the check phase of the loop's next turn, after the immediates already queued. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('turnQueue', () => {
  it('runs jobs in order, at most a batch per turn of the event loop', async () => {
    const queue = turnQueue(8);
    const ran: number[] = [];
    for (let i = 0; i < 20; i++) queue.push(() => ran.push(i));
    expect(ran).toEqual([]); // nothing during the turn that queued them
    await nextTurn();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(queue.length).toBe(12);
    await nextTurn();
    expect(ran).toHaveLength(16);
    await nextTurn();
    expect(ran).toEqual([...Array(20).keys()]);
    expect(queue.length).toBe(0);
  });

  it('goes on with the rest in the next turn when a job throws', async () => {
    const queue = turnQueue(4);
    const ran: number[] = [];
    const thrown: unknown[] = [];
    const onError = (err: unknown) => thrown.push(err);
    process.on('uncaughtException', onError);
    try {
      for (let i = 0; i < 6; i++)
        queue.push(() =>
          i === 1
            ? (() => {
                throw new Error('job 1');
              })()
            : ran.push(i),
        );
      await nextTurn();
      await nextTurn();
      await nextTurn();
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(thrown).toHaveLength(1);
    expect(ran).toEqual([0, 2, 3, 4, 5]);
    expect(queue.length).toBe(0);
  });

  it('keeps the order while jobs keep coming faster than it drains (the taken part is cut off as it goes)', async () => {
    const queue = turnQueue(8);
    const ran: number[] = [];
    let next = 0;
    for (let turn = 0; turn < 100; turn++) {
      for (let i = 0; i < 10; i++) {
        const n = next++;
        queue.push(() => ran.push(n));
      }
      await nextTurn();
      expect(queue.length).toBe(next - ran.length);
    }
    expect(queue.length).toBe(200); // 2 more a turn than it runs
    while (queue.length > 0) await nextTurn();
    expect(ran).toEqual([...Array(1000).keys()]);
  });
});
