// The site script's report of a page fetched ahead and then opened: sent
// once, when a prerendered page is shown or a prefetched one loads, with
// the page's path alone; never for a page loaded the usual way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startViewBeacon } from '../../client/site/view-beacon';
import { post } from '../support/served';

function browser(options: { prerendering?: boolean; deliveryType?: string }) {
  const listeners: Record<string, () => void> = {};
  const sendBeacon = vi.fn(() => true);
  vi.stubGlobal('window', { location: { pathname: post.path } });
  vi.stubGlobal('navigator', { sendBeacon });
  vi.stubGlobal('performance', { getEntriesByType: () => [{ deliveryType: options.deliveryType ?? '' }] });
  vi.stubGlobal('document', {
    prerendering: options.prerendering ?? false,
    addEventListener: (type: string, f: () => void) => (listeners[type] = f),
  });
  return { sendBeacon, fire: (type: string) => listeners[type]?.() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the view beacon', () => {
  it('reports a prerendered page when it is shown, not before', () => {
    const b = browser({ prerendering: true });
    startViewBeacon();
    expect(b.sendBeacon).not.toHaveBeenCalled();
    b.fire('prerenderingchange');
    expect(b.sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/view', post.path);
  });

  it('reports a page that loads from a prefetch', () => {
    const b = browser({ deliveryType: 'navigational-prefetch' });
    startViewBeacon();
    expect(b.sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/view', post.path);
  });

  it('sends nothing for a page loaded the usual way (the server counted it)', () => {
    const b = browser({});
    startViewBeacon();
    b.fire('prerenderingchange');
    expect(b.sendBeacon).not.toHaveBeenCalled();
  });
});
