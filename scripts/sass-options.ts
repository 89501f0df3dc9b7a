// The options every compile of the site's Sass takes (vite.config.ts, the
// build test): Bootstrap 5.3's Sass is written for @import, so its own
// notices and the @import deprecation are left to Bootstrap; a warning about
// the site's own Sass ends the compile, so it is mended where it is written
// rather than scrolling past in every build.
import type { StringOptions } from 'sass';

export const sassOptions = {
  quietDeps: true,
  silenceDeprecations: ['import'],
  logger: {
    warn(message: string, { span }: { span?: { url?: URL | null; start: { line: number } } }) {
      const at = span ? ` (${span.url?.pathname ?? ''}:${span.start.line + 1})` : '';
      throw new Error(`Sass warning${at}: ${message}`);
    },
  },
} satisfies StringOptions<'async'>;
