// Tables of a pure function's answers: one row an input, so a test reads as
// the rule's examples and a failure names the input it is about.
import { expect } from 'vitest';

/** Checks `fn` on every input of `table` against the answer beside it. */
export function expectEach<T>(fn: (input: string) => T, table: Record<string, T>): void {
  for (const [input, expected] of Object.entries(table)) expect(fn(input), input).toBe(expected);
}
