import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SERVER_V8_FLAGS, serverFlags, serverNodeOptions } from '../../scripts/server-flags.mjs';

// One list of V8 flags for the production server: npm start and the
// benchmarks import it; the Dockerfile cannot, so its NODE_OPTIONS is held to
// it here.
describe('the server V8 flags (scripts/server-flags.mjs)', () => {
  it("are the Dockerfile's NODE_OPTIONS, and its CMD starts the server without flags of its own", () => {
    const lines = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8').split('\n');
    const env = lines.find((line) => line.startsWith('ENV NODE_OPTIONS='));
    expect(JSON.parse(env!.slice('ENV NODE_OPTIONS='.length)).split(' ')).toEqual([...SERVER_V8_FLAGS]);
    const cmd = lines.find((line) => line.startsWith('CMD '));
    expect(JSON.parse(cmd!.slice(4))).toEqual(['node', 'dist/server/index.js']);
  });

  it('leave out each flag an operator sets in NODE_OPTIONS, in either spelling', () => {
    expect(serverFlags()).toEqual([...SERVER_V8_FLAGS]);
    expect(serverFlags('--max-old-space-size=1536')).toEqual(['--max-semi-space-size=16']);
    expect(serverFlags('--enable-source-maps --max_semi_space_size=32')).toEqual(['--max-old-space-size=512']);
    expect(serverFlags('--max-semi-space-size=8 --max-old-space-size=300')).toEqual([]);
    // The benches' servers: the operator's options, then the flags they leave to us.
    expect(serverNodeOptions()).toBe(SERVER_V8_FLAGS.join(' '));
    expect(serverNodeOptions('--max-old-space-size=1536 --enable-source-maps')).toBe(
      '--max-old-space-size=1536 --enable-source-maps --max-semi-space-size=16',
    );
  });

  it('are flags this Node accepts, and size the heap V8 reports', () => {
    const limitMb = (flags: readonly string[]) =>
      Number(
        execFileSync(
          process.execPath,
          [...flags, '-p', 'Math.round(require("v8").getHeapStatistics().heap_size_limit / 1048576)'],
          { encoding: 'utf8' },
        ),
      );
    // The old space plus the young generation (three 16 MB semi-spaces at most),
    // and it moves with the flag, not with this machine's memory.
    expect(limitMb(SERVER_V8_FLAGS)).toBeGreaterThanOrEqual(512);
    expect(limitMb(SERVER_V8_FLAGS)).toBeLessThanOrEqual(512 + 3 * 16);
    const larger = [...serverFlags('--max-old-space-size'), '--max-old-space-size=1024'];
    expect(limitMb(larger) - limitMb(SERVER_V8_FLAGS)).toBe(512);
  });
});
