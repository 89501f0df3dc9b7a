import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SiteModule from '../../shared/content/site';

afterEach(() => {
  vi.doUnmock('../../shared/content/site');
  vi.resetModules();
});

describe('the start-up content check', () => {
  it('accepts the content this checkout builds', async () => {
    const { checkContent } = await import('../../server/pages/content-check');
    expect(() => checkContent()).not.toThrow();
  });

  it('stops on built content that no longer matches its schema, naming the collection and field', async () => {
    const real = await vi.importActual<typeof SiteModule>('../../shared/content/site');
    vi.doMock('../../shared/content/site', () => ({ ...real, site: { ...real.site, phone: '670 00 00 00' } }));
    const { checkContent } = await import('../../server/pages/content-check');
    expect(() => checkContent()).toThrow(/site: phone: /);
  });
});
