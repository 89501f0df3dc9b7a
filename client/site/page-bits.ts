// Small behaviours of single pages, each a few lines: the 404 page's toast
// and log at load and its Go Back button; the blog post's copy-link button
// (a check mark for 2 s and a toast, within the tap); the contact page's
// map, put in place without a page load; the language choice
// remembered on a click; the home page's suggestion of the French edition;
// the live-chat widget when one is configured.
import { LINK_COPIED_MS } from '../../shared/constants';
import { toast } from '../islands/toast';
import { prefersFrench, rememberedLang, rememberLang } from './lang-choice';

export function startNotFound(): void {
  const section = document.querySelector<HTMLElement>('[data-not-found]');
  if (!section) return;
  console.error('404 Error: User attempted to access non-existent route:', section.dataset.notFound);
  toast({ title: section.dataset.toastTitle ?? '', description: section.dataset.toastDescription, variant: 'danger' });
  const back = section.querySelector<HTMLButtonElement>('[data-go-back]');
  if (back) {
    back.hidden = false;
    back.addEventListener('click', () => window.history.back());
  }
}

/**
 * The contact page's "Show the map" link asks for the page with the map in
 * it (`?map=1`); with this script the frame comes from the page's inert
 * <template> instead, in place of the link, and takes the focus. A click
 * meant for a new tab or window is left to the browser.
 */
export function startMapOnRequest(): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-map-show]');
  const frame = document.querySelector<HTMLTemplateElement>('template[data-map-frame]')?.content.firstElementChild;
  if (!link || !frame) return;
  link.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const shown = frame.cloneNode(true) as HTMLIFrameElement;
    link.replaceWith(shown);
    shown.focus();
  });
}

export function startCopyLink(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-copy-link]');
  if (!button) return;
  const item = button.closest<HTMLElement>('[data-copy-link-item]');
  if (item) item.hidden = false;
  const idle = button.querySelector<HTMLElement>('.copy-idle');
  const done = button.querySelector<HTMLElement>('.copy-done');
  const label = button.querySelector<HTMLElement>('.copy-label');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (copied: boolean) => {
    button.dataset.copied = String(copied);
    button.classList.toggle('btn-success', copied);
    button.classList.toggle('btn-outline-brand', !copied);
    if (idle) idle.hidden = copied;
    if (done) done.hidden = !copied;
    if (label) label.textContent = (copied ? label.dataset.done : label.dataset.idle) ?? label.textContent;
  };
  button.addEventListener('click', () => {
    const url = new URL(button.dataset.copyLink ?? window.location.pathname, window.location.origin).toString();
    const d = button.dataset;
    navigator.clipboard.writeText(url).then(
      () => {
        show(true);
        clearTimeout(timer);
        timer = setTimeout(() => show(false), LINK_COPIED_MS);
        toast({ title: d.okTitle ?? '', description: d.okDescription, variant: 'success' });
      },
      () => toast({ title: d.failTitle ?? '', description: d.failDescription, variant: 'danger' }),
    );
  });
}

/**
 * The share links carry the address the visitor is on: the server writes
 * them with SITE_URL (it cannot trust a Host header, and pages are cached
 * across hosts), and this swaps in the visitor's own origin.
 */
export function startShareLinks(siteUrl: string | undefined): void {
  if (!siteUrl) return;
  const from = encodeURIComponent(new URL(siteUrl).origin);
  const to = encodeURIComponent(window.location.origin);
  if (from === to) return;
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-network]'))
    a.href = a.getAttribute('href')!.replace(from, to);
}

export function startLangChoice(): void {
  document.addEventListener('click', (e) => {
    const el = (e.target as Element).closest?.<HTMLElement>('[data-remember-lang]');
    const lang = el?.dataset.rememberLang;
    if (lang === 'en' || lang === 'fr') rememberLang(lang);
    if (el?.matches('button')) el.closest<HTMLElement>('[data-lang-suggestion]')?.setAttribute('hidden', '');
  });
  const note = document.querySelector<HTMLElement>('[data-lang-suggestion]');
  if (!note) return;
  const chosen = rememberedLang();
  if (chosen === 'fr' || (chosen === undefined && prefersFrench(navigator.languages ?? [navigator.language])))
    note.hidden = false;
}

/** The external live-chat widget, only when its id is configured, after the page has loaded. */
export function startLiveChat(liveChatId: string | undefined): void {
  if (!liveChatId || document.getElementById('live-chat-script')) return;
  const [property, widget = 'default'] = liveChatId.split('_');
  const load = () => {
    const script = document.createElement('script');
    script.id = 'live-chat-script';
    script.async = true;
    script.src = `https://embed.tawk.to/${encodeURIComponent(property!)}/${encodeURIComponent(widget)}`;
    script.crossOrigin = 'anonymous';
    document.body.appendChild(script);
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

/**
 * The blog's sort applies as soon as it is chosen (its button is for
 * browsers without script), to the URL the site links to: the default sort
 * and the page left out, values encoded as the site's own links are, and
 * to its results (the form's #results), as the form's button leads.
 */
export function startSortSelect(): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>('form.blog-sort select')) {
    // The form alone is marked: a mark on the whole document would have the
    // browser look at every element's style again.
    select.form?.classList.add('is-live');
    select.addEventListener('change', () => {
      const form = select.form;
      if (!form) return;
      const pairs: string[] = [];
      for (const [k, v] of new FormData(form)) {
        if (typeof v !== 'string' || k === 'page' || (k === select.name && v === select.options[0]?.value)) continue;
        pairs.push(`${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
      }
      const action = new URL(form.action);
      window.location.assign(action.pathname + (pairs.length ? `?${pairs.join('&')}` : '') + action.hash);
    });
  }
}
