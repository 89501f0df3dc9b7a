/**
 * The first load leaves the parts below the first screen undrawn
 * (`content-visibility: auto` until `html.drawn`, client/styles/_layout.scss),
 * so the browser's first layout covers the first screen only. This draws
 * them before hydration, one part per task: each is laid out on its own (a
 * short task a slow phone can answer a tap between) instead of the whole
 * page in one long one. Then `.drawn` ends the rule for good, so every part
 * is painted from then on, in sight or not.
 *
 * `yieldToMain` ends the task; reading `offsetHeight` makes the browser lay
 * the part out in the task that drew it rather than all of them together at
 * the next frame.
 */
export async function drawDeferred(yieldToMain: () => Promise<void>): Promise<void> {
  const root = document.documentElement;
  // The stylesheet names the parts it leaves undrawn (one list, in
  // _layout.scss). In document order, so a part inside another is drawn
  // after it, if it is still undrawn then. Should the list not parse, `.drawn`
  // below draws them all at once: later in one task, never not at all.
  let undrawn: HTMLElement[] = [];
  try {
    const selector = getComputedStyle(root).getPropertyValue('--drawn-later').trim();
    if (selector)
      undrawn = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (el) => getComputedStyle(el).contentVisibility === 'auto',
      );
  } catch {
    // a selector this browser does not know
  }
  for (const el of undrawn) {
    el.style.contentVisibility = 'visible';
    void el.offsetHeight;
    await yieldToMain();
  }
  root.classList.add('drawn');
  // The stylesheet no longer asks for it: leave React's markup as it was.
  for (const el of undrawn) {
    el.style.removeProperty('content-visibility');
    if (el.getAttribute('style') === '') el.removeAttribute('style');
  }
}
