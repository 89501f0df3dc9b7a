// `npm run dev` reloads when a content file changes: Vite watches content/,
// recompiles it on a change and rewrites shared/generated (only the files
// that changed), which Vite's module graph then reloads like any source
// file. A bad file is reported in the terminal and the last good content
// stays, so a typo does not stop the dev server.
import path from 'node:path';
import type { Plugin } from 'vite';

export function contentPlugin(): Plugin {
  return {
    name: 'site-content',
    apply: 'serve',
    // The compiler (and its Markdown toolchain) loads only when the dev
    // server starts, not with every vite.config.ts (builds, vitest).
    async configureServer(server) {
      const { buildContent, contentDir } = await import('./build');
      const dir = contentDir();
      server.watcher.add(dir);
      const rebuild = (file: string) => {
        if (!file.startsWith(dir + path.sep)) return;
        try {
          const { items, warnings } = buildContent();
          server.config.logger.info(`content: ${path.relative(dir, file)} changed, ${items} items rebuilt`, {
            timestamp: true,
          });
          for (const w of warnings) server.config.logger.warn(`content: ${w}`, { timestamp: true });
          // Server-rendered HTML depends on the new modules: reload the page.
          server.ws.send({ type: 'full-reload' });
        } catch (err) {
          server.config.logger.error(err instanceof Error ? err.message : String(err), { timestamp: true });
        }
      };
      server.watcher.on('change', rebuild);
      server.watcher.on('add', rebuild);
      server.watcher.on('unlink', rebuild);
    },
  };
}
