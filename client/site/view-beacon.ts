// A page the browser fetched ahead (the Speculation Rules' prefetch and
// prerender) is counted apart by the server: the visitor may never open it.
// When they do, this tells the server, with the page's path and nothing
// else: no cookie, no identifier (server/stats/page-views.ts). A
// prerendered page runs this before it is shown and reports when it is
// activated; a prefetched one is reported when it loads.
type PrerenderingDocument = Document & { prerendering?: boolean };
type NavigationEntry = PerformanceEntry & { deliveryType?: string };

export function startViewBeacon(): void {
  const report = () => navigator.sendBeacon?.('/api/view', window.location.pathname);
  if ((document as PrerenderingDocument).prerendering)
    document.addEventListener('prerenderingchange', report, { once: true });
  else if (
    (performance.getEntriesByType('navigation')[0] as NavigationEntry | undefined)?.deliveryType ===
    'navigational-prefetch'
  )
    report();
}
