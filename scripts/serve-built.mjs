// The production build (dist/server) with a harness's limits in place of the
// site's own, given as JSON in the first argument: the benchmarks and the
// e2e run post faster and more often than a person may. Started by
// scripts/run-built-server.ts; `npm start` runs the build as it is.
const { startServer } = await import(new URL('../dist/server/index.js', import.meta.url).href);
await startServer({ limits: JSON.parse(process.argv[2] ?? '{}') });
