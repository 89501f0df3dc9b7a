// Work that can wait for the page's first frame: readings of the layout (a
// scroll position, where a section lies), which made at once would have the
// browser lay out the whole page inside the site script's own task, and the
// first touch of the tab's storage. Each piece runs in a task of its own, so
// on a slow phone no single task keeps a visitor's tap waiting.

const queued: (() => void)[] = [];
let scheduled = false;

function flush() {
  scheduled = false;
  // One task per piece, in the order they were queued.
  for (const fn of queued.splice(0)) setTimeout(fn, 0);
}

/** Run `fn` in a task of its own after the next frame; in a tab that draws no frame (hidden), after a short wait. */
export function afterFirstFrame(fn: () => void): void {
  queued.push(fn);
  if (scheduled) return;
  scheduled = true;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    flush();
  };
  requestAnimationFrame(once);
  // A background or prerendering tab draws no frame until it is shown.
  if (document.visibilityState !== 'visible') setTimeout(once, 100);
}
