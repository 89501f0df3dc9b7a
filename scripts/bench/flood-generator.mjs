// The cache flood's load generator, run by scripts/bench-hostile.ts in a
// process of its own: in the bench's process, autocannon's 50 connections
// and the second client shared one event loop, so the second client's
// latency included the turns autocannon spent on its own responses.
// Argument: JSON { url, amount, maxS, ua }. Prints "go" when the flood
// starts and, at the end, one JSON line with autocannon's figures.
import autocannon from 'autocannon';

const { url, amount, maxS, ua } = JSON.parse(process.argv[2]);
let n = 0;
const instance = autocannon(
  {
    url,
    connections: 50,
    amount,
    headers: { 'user-agent': ua, 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: `/?q=${n++}` }) }],
  },
  (err, r) => {
    if (err) throw err;
    const { requests, duration, non2xx, errors, statusCodeStats } = r;
    process.stdout.write(
      JSON.stringify({
        requests: { total: requests.total, average: requests.average },
        duration,
        non2xx,
        errors,
        statusCodeStats,
      }) + '\n',
    );
  },
);
// Bounded in time as well as in count, for a server that cannot keep up.
setTimeout(() => instance.stop(), maxS * 1000).unref();
process.stdout.write('go\n');
