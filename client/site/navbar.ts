// The navigation bar's few behaviours that CSS cannot do on its own: white
// with a shadow past 10 px of scroll; the Services toggle button for touch
// and Escape to close the panel (hover and focus open it by CSS); the
// mobile menu's label saying what a tap will do; a page restored from the
// back/forward cache opens with its menus closed.
import { NAV_SCROLL_THRESHOLD_PX } from '../../shared/constants';
import { afterFirstFrame } from './after-first-frame';

export function startNavbar(): void {
  const bar = document.querySelector<HTMLElement>('.site-navbar');
  if (!bar) return;
  const update = () => {
    const scrolled = window.scrollY > NAV_SCROLL_THRESHOLD_PX;
    bar.classList.toggle('is-scrolled', scrolled);
    bar.dataset.scrolled = String(scrolled);
  };
  // The first reading waits for the page's first frame: read while the page
  // is still being laid out, `scrollY` would make the browser lay it all out
  // inside this script's task. A scroll restored before then fires `scroll`.
  afterFirstFrame(update);
  window.addEventListener('scroll', update, { passive: true });

  const dropdown = bar.querySelector<HTMLElement>('.nav-dropdown');
  const toggle = dropdown?.querySelector<HTMLButtonElement>('.dropdown-toggle-btn');
  const setOpen = (open: 'true' | 'false' | 'esc') => {
    if (!dropdown || !toggle) return;
    dropdown.dataset.open = open;
    toggle.setAttribute('aria-expanded', String(open === 'true'));
  };
  toggle?.addEventListener('click', () => setOpen(dropdown!.dataset.open === 'true' ? 'esc' : 'true'));
  dropdown?.addEventListener('mouseleave', () => {
    if (dropdown.dataset.open === 'esc') setOpen('false');
  });
  dropdown?.addEventListener('mouseenter', () => toggle?.setAttribute('aria-expanded', 'true'));
  dropdown?.addEventListener('focusout', (e) => {
    if (!dropdown.contains(e.relatedTarget as Node | null) && dropdown.dataset.open === 'esc') setOpen('false');
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !dropdown) return;
    const focused = dropdown.contains(document.activeElement);
    if (dropdown.dataset.open === 'true' || dropdown.matches(':hover') || focused) {
      setOpen('esc');
      if (focused) toggle?.focus();
    }
  });

  const menu = bar.querySelector<HTMLDetailsElement>('.mobile-menu');
  const summary = menu?.querySelector<HTMLElement>('.menu-toggle');
  const label = () => {
    if (!menu || !summary) return;
    const text = menu.open ? summary.dataset.labelClose : summary.dataset.labelOpen;
    if (text) summary.setAttribute('aria-label', text);
  };
  menu?.addEventListener('toggle', label);
  window.addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    for (const d of bar.querySelectorAll<HTMLDetailsElement>('details[open]')) d.open = false;
    setOpen('false');
    update();
  });
}
