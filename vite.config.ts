import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for three builds (see package.json "build"):
//   vite build                                   -> dist/client (browser, hashed, manifest)
//   vite build --ssr client/entry-server.tsx     -> dist/ssr    (the React renderer)
//   vite build --ssr server/index.ts             -> dist/server (the Express process)
export default defineConfig(({ isSsrBuild }) => ({
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
  ssr: { noExternal: ['react-bootstrap', '@restart/ui', '@restart/hooks', 'react-transition-group', 'dom-helpers', 'uncontrollable'] },
}));
