// Bench only, never loaded by `npm start` or the image: the hostile bench
// preloads it into the server (`--import`) to see where resident memory
// goes without --inspect. On SIGUSR2 it appends one JSON line to the file
// named by BENCH_MEM_FILE: process.memoryUsage() and V8's heap spaces (size
// committed, used, physical). On SIGWINCH (never sent to a server without a
// terminal) it runs a full GC first, so the bench can tell live objects from
// heap V8 keeps sized to the request rate; the bench sends that one last,
// after its own RSS readings, as the GC changes what follows.
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const file = process.env.BENCH_MEM_FILE;
if (file) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const mb = (n) => Math.round((n / 1048576) * 10) / 10;
  const snapshot = () => {
    const u = process.memoryUsage();
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((s) => [
        s.space_name.replace(/_space$/, ''),
        { size: mb(s.space_size), used: mb(s.space_used_size), physical: mb(s.physical_space_size) },
      ]),
    );
    return {
      rss: mb(u.rss),
      heapTotal: mb(u.heapTotal),
      heapUsed: mb(u.heapUsed),
      external: mb(u.external),
      arrayBuffers: mb(u.arrayBuffers),
      spaces,
    };
  };
  process.on('SIGUSR2', () => appendFileSync(file, JSON.stringify(snapshot()) + '\n'));
  process.on('SIGWINCH', () => {
    gc();
    appendFileSync(file, JSON.stringify({ ...snapshot(), afterGc: true }) + '\n');
  });
}
