// The FAQ search as the visitor types: the server has rendered every
// question (for /faq without ?q=) and the empty state, hidden, so this only
// hides and shows them with the server's own matching (shared/faq-search.ts:
// accents, case, synonyms) and writes the count and the message from the
// page's own strings. The URL keeps ?q= so a reload or a shared link shows
// the same list; Enter still submits the form, as without JavaScript.
import { filterFaq } from '../../shared/faq-search';
import { boundedSearch } from '../../shared/text';

export function startFaqFilter(): void {
  const form = document.querySelector<HTMLFormElement>('form.faq-search');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const count = document.querySelector<HTMLElement>('.faq-count[data-counts]');
  const empty = document.querySelector<HTMLElement>('.faq-empty');
  const message = empty?.querySelector<HTMLElement>('[data-template]');
  if (!form || !input || !count || !empty || !message) return;
  const items = Array.from(document.querySelectorAll<HTMLDetailsElement>('.faq-item'), (el) => ({
    el,
    question: el.querySelector('summary')?.textContent ?? '',
    answer: el.querySelector('.faq-answer')?.textContent ?? '',
  }));
  const counts = JSON.parse(count.dataset.counts!) as string[];
  // A page for a ?q= holds only its matches: another search there is the
  // server's, on Enter, as without JavaScript.
  if (items.length !== counts.length - 1) return;
  let last = boundedSearch(input.value);
  input.addEventListener('input', () => {
    const term = boundedSearch(input.value);
    if (term === last) return;
    last = term;
    const shown = new Set(filterFaq(items, term));
    for (const item of items) item.el.hidden = !shown.has(item);
    count.textContent = counts[shown.size] ?? '';
    message.textContent = message.dataset.template!.replace('{term}', () => term);
    empty.hidden = shown.size > 0;
    const url = new URL(window.location.href);
    if (term) url.searchParams.set(input.name, term);
    else url.searchParams.delete(input.name);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  });
}
