import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for three builds (see package.json "build"):
//   vite build                                   -> dist/client (browser, hashed, manifest)
//   vite build --ssr client/entry-server.tsx     -> dist/ssr    (the React renderer)
//   vite build --ssr server/index.ts             -> dist/server (the Express process)
export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react()],
  publicDir: 'public',
  css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } } },
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true, sourcemap: true, copyPublicDir: false, minify: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2020',
        cssCodeSplit: false,
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
      },
  // react-bootstrap and its helpers ship ESM that Node's loader rejects (directory
  // and extension-less imports). The build bundles them; dev lets Vite resolve the
  // two that need it and loads the rest (CommonJS) natively.
  ssr: {
    noExternal:
      command === 'build'
        ? ['react-bootstrap', 'react-transition-group', 'dom-helpers', '@restart/ui', '@restart/hooks', 'uncontrollable', '@react-aria/ssr']
        : ['react-bootstrap', 'react-transition-group'],
  },
}));
