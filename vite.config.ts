import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import purgecss from '@fullhuman/postcss-purgecss';
import { contentPlugin } from './scripts/content/vite-plugin';
import { keepPreviousBuild } from './scripts/keep-previous-build';
import { sassOptions } from './scripts/sass-options';

// One config for five builds (see package.json "build"):
//   vite build                                   -> dist/client (browser, hashed, manifest)
//   vite build --ssr client/entry-server.tsx     -> dist/ssr    (the React renderer)
//   vite build --ssr server/index.ts             -> dist/server (the Express process)
//   vite build --ssr server/outbox/cli.ts        -> dist/outbox (`npm run outbox` without dev dependencies)
//   vite build --ssr server/newsletter/cli.ts    -> dist/subscribers (`npm run subscribers` likewise)
/**
 * The server's worker threads are files of their own that Node starts as
 * they are: the CV check's (server/forms/apply/pdf-check-worker.mjs) and the
 * SQLite connection's (server/store/sqlite-worker.mjs). Their modules find
 * them beside their code (`new URL('./pdf-check-worker.mjs',
 * import.meta.url)`), so each build whose bundle holds such a module puts a
 * copy beside it: the server's, and every command's that opens the store.
 */
const WORKER_FILES = [
  { module: /server[\\/]forms[\\/]apply[\\/]pdf-check\.ts$/, file: 'server/forms/apply/pdf-check-worker.mjs' },
  { module: /server[\\/]store[\\/]sqlite\.ts$/, file: 'server/store/sqlite-worker.mjs' },
];

function serverWorkerFile(): Plugin {
  return {
    name: 'server-worker-file',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? c.moduleIds : []));
      for (const w of WORKER_FILES)
        if (modules.some((id) => w.module.test(id)))
          this.emitFile({ type: 'asset', fileName: path.basename(w.file), source: readFileSync(w.file, 'utf8') });
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  // A build says what went wrong, not the list of every file it wrote: the owner's warnings stay in view.
  logLevel: command === 'build' ? 'warn' : 'info',
  // A build keeps the previous build's files (open pages still ask for them) and removes older ones: scripts/keep-previous-build.ts.
  plugins: [
    react(),
    contentPlugin(),
    keepPreviousBuild({ publicDir: isSsrBuild ? undefined : 'public' }),
    ...(isSsrBuild ? [serverWorkerFile()] : []),
  ],
  publicDir: 'public',
  // react-router's package.json sends every bundler to its development build
  // (dev-only warnings included); the browser build takes the production
  // build the same package ships: 0.5 KB less gzip in every page's entry,
  // and no development warnings in a visitor's console.
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
              ),
            },
          ],
        }
      : undefined,
  css: {
    preprocessorOptions: {
      scss: sassOptions,
    },
    // The production stylesheet keeps only the selectors our markup can use:
    // class names are found in our sources (string literals included) and in
    // the react-bootstrap components we render; classes built at run time
    // (`accent-${colour}`) are kept by pattern.
    postcss:
      command === 'build' && !isSsrBuild
        ? {
            plugins: [
              purgecss({
                content: [
                  'index.html',
                  'client/**/*.{ts,tsx}',
                  'shared/**/*.ts',
                  'node_modules/react-bootstrap/esm/{Modal,ModalHeader,ModalBody,ModalTitle,ModalDialog,AbstractModalHeader,Toast,ToastHeader,ToastBody,ToastContainer,CloseButton,Fade,BootstrapModalManager}.js',
                ],
                safelist: {
                  standard: [
                    /^accent-/,
                    /^hero-/,
                    /^toast-/,
                    /^modal/,
                    /^fade$/,
                    /^show$/,
                    /^showing$/,
                    /^is-/,
                    /^reveal-/,
                    /^was-validated$/,
                  ],
                  greedy: [/^page-/, /^btn-close/],
                },
              }),
            ],
          }
        : undefined,
  },
  build: isSsrBuild
    ? {
        target: 'node22',
        emptyOutDir: false,
        sourcemap: true,
        copyPublicDir: false,
        minify: false,
        // The server imports the shells statically where the pages load them lazily: one bundle either way, no notice.
        rolldownOptions: { checks: { pluginTimings: false, ineffectiveDynamicImport: false } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: false,
        manifest: true,
        target: 'es2020',
        cssCodeSplit: false,
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        // How long each plugin took is the machine's story, not the owner's.
        rolldownOptions: { checks: { pluginTimings: false } },
      },
  // react-bootstrap and its helpers ship ESM that Node's loader rejects (directory
  // and extension-less imports). The build bundles them; dev lets Vite resolve the
  // two that need it and loads the rest (CommonJS) natively.
  ssr: {
    noExternal:
      command === 'build'
        ? [
            'react-bootstrap',
            'react-transition-group',
            'dom-helpers',
            '@restart/ui',
            '@restart/hooks',
            'uncontrollable',
            '@react-aria/ssr',
          ]
        : ['react-bootstrap', 'react-transition-group'],
  },
}));
