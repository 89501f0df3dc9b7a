// knip finds files, exports and dependencies nothing uses (`npm run lint`).
// It follows imports from the entry points below; each ignore says why.
// `npm run lint` runs it with --no-gitignore: shared/generated/ is git-ignored but written
// before lint (package.json "prelint"), and the pages' loaders in it are what use
// shared/item-cache.ts, so knip reads it like any source; `project` keeps dist/ out.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The renderer's build entry (package.json "build"); the other builds' entries knip finds itself.
    'client/entry-server.tsx',
    // Each page's load/head/twin/status are read through the module object by the route table.
    'client/pages/*.tsx',
    // Files Node starts by their path: a worker thread, processes a script spawns, a preload.
    'server/forms/apply/pdf-check-worker.mjs',
    'server/store/sqlite-worker.mjs',
    'scripts/serve-built.mjs',
    'scripts/bench/flood-generator.mjs',
    'scripts/bench/mem-probe.mjs',
    'scripts/bench/loop-probe.mjs',
    // Scripts run by hand or by the Docker stand-ins (`npx tsx scripts/page-text.ts`, the smoke test).
    'scripts/page-text.ts',
    'scripts/docker-standins/*.mjs',
  ],
  ignore: [
    // Written by the content build; it also writes modules no page loads yet (reported to its owner).
    'shared/generated/**',
  ],
  project: ['client/**/*.{ts,tsx}', 'server/**/*.{ts,mjs}', 'shared/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
  // An export its own module also uses is live code; knip reports what nothing uses at all.
  ignoreExportsUsedInFile: true,
  ignoreBinaries: [
    // Tools of the machine, not of npm: the HTML validator's Java, the test certificates' openssl.
    'java',
    'openssl',
    // The newsletter bench counts fsyncs per thread with it when the machine has it.
    'strace',
  ],
  ignoreDependencies: [
    // Bootstrap's Sass is read by client/styles/main.scss (knip reads no Sass).
    'bootstrap',
    // The Nu Html Checker's jar, run by path with java (tests/pages/html-valid.test.ts).
    'vnu-jar',
    // react-router-dom's own dependency, which vite.config.ts points at its production build.
    'react-router',
  ],
};

export default config;
