// Work that reads the page's layout (a scroll position, where a section
// lies) runs once the browser has drawn its first frame. Run at once from
// the site's script, the same reading would make the browser lay out the
// whole page inside the script's own task: one long task on a slow phone,
// while the visitor waits to tap.

const queued: (() => void)[] = [];
let scheduled = false;

function flush() {
  scheduled = false;
  for (const fn of queued.splice(0)) fn();
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
  requestAnimationFrame(() => setTimeout(once, 0));
  // A background or prerendering tab draws no frame until it is shown.
  if (document.visibilityState !== 'visible') setTimeout(once, 100);
}
