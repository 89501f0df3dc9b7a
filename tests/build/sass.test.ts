// The site's Sass compiles without a warning, with the options every build
// uses: a warning about the site's own Sass ends the compile (and the build),
// so none scrolls past in the owner's build output.
import { compileAsync, compileStringAsync } from 'sass';
import { describe, expect, it } from 'vitest';
import { sassOptions } from '../../scripts/sass-options';

describe('the site’s Sass', () => {
  it('compiles without a single warning', async () => {
    const result = await compileAsync('client/styles/main.scss', { ...sassOptions, loadPaths: ['node_modules'] });
    expect(result.css).toContain('.site-navbar');
  });

  it('fails to compile on a warning, naming the line', async () => {
    const source = '$widths: (sm: 540px);\n.x { width: map-get($widths, sm); }\n';
    await expect(compileStringAsync(source, sassOptions)).rejects.toThrow(
      /Sass warning \(:2\): Global built-in functions are deprecated/,
    );
  });
});
