// The V8 flags the production server runs with, in one place: `npm start`
// (scripts/start.mjs) and the benchmarks import them, and a unit test holds
// the Dockerfile's ENV NODE_OPTIONS to the same list (docs/decisions/0019).
//  - 16 MB semi-spaces: Node 24 otherwise lets the young generation grow to
//    128 MB under a steady stream of requests.
//  - A 512 MB old space: below 2 GB, V8 treats the heap as a small device's
//    and grows it by a factor of about 1.4 over the live objects between full
//    collections instead of up to 4, so garbage a flood promotes is collected
//    at a third of the size (and a container is never told it may use more
//    than it has). The live heap is about 25 MB.
export const SERVER_V8_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=512'];

/** V8 accepts `--max_old_space_size` for `--max-old-space-size`. */
const nameOf = (flag) => flag.split('=')[0].replaceAll('_', '-');

/** The flags an operator's NODE_OPTIONS does not set already: theirs win. */
export function serverFlags(nodeOptions = '') {
  const set = new Set(nodeOptions.split(/\s+/).filter(Boolean).map(nameOf));
  return SERVER_V8_FLAGS.filter((flag) => !set.has(nameOf(flag)));
}

/** NODE_OPTIONS for a server started as `npm start` starts it, under an operator's own NODE_OPTIONS. */
export function serverNodeOptions(nodeOptions = '') {
  return [nodeOptions, ...serverFlags(nodeOptions)].join(' ').trim();
}
