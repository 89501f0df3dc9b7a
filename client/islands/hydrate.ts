// The browser's side of the islands, in the site's own script: it finds
// each island the server wrote, waits until the island is needed (first
// interaction, in view, or idle: data-when), and only then loads React, the
// island's chunk and its language, and hydrates it as a root of its own
// (client/islands/mount.tsx).
//
// Until then the island's HTML works on its own: links navigate, forms post.
// What the visitor does while it loads is not lost: text typed is put back
// into React's state once it runs, a submit waits for it and is then made
// again, a click on a button is made again. Should the island never load
// (offline, a chunk gone), the held submit goes on as the browser's own post.
import type { AppData } from '../../shared/ssr-data';
import { hasDraft } from '../hooks/draft-key';
import { readOutcome } from '../hooks/form-outcome';
import { afterFirstFrame } from '../site/after-first-frame';

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'input', 'click', 'submit'] as const;

interface Pending {
  /** A submit held until the island runs. */
  submit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  /** A button clicked before the island ran. */
  click?: HTMLElement;
}

function fieldsOf(root: HTMLElement) {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
  ];
}

/** What the visitor changed in the island's fields before React took them over. */
function typedValues(root: HTMLElement) {
  const typed: { el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string; checked?: boolean }[] =
    [];
  for (const el of fieldsOf(root)) {
    if (el instanceof HTMLInputElement && (el.type === 'file' || el.type === 'hidden')) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== el.defaultChecked) typed.push({ el, value: el.value, checked: el.checked });
    } else if (el instanceof HTMLSelectElement) {
      const initial = [...el.options].find((o) => o.defaultSelected)?.value ?? el.options[0]?.value;
      if (el.value !== initial) typed.push({ el, value: el.value });
    } else if (el.value !== el.defaultValue) {
      typed.push({ el, value: el.value });
    }
  }
  return typed;
}

/**
 * Put typed text back through React's own change path: React tracks the
 * last value it saw, so the field is first reset through the element's own
 * setter (React's tracker follows it), then given the text through the
 * prototype's (it does not), and the event React listens to is fired.
 */
function replayTyped(typed: ReturnType<typeof typedValues>) {
  for (const { el, value, checked } of typed) {
    if (!el.isConnected) continue;
    if (checked !== undefined && el instanceof HTMLInputElement) {
      if (el.checked !== checked) el.click();
      continue;
    }
    const proto = Object.getPrototypeOf(el) as object;
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    el.value = el instanceof HTMLSelectElement ? '' : `${value}\u0000`;
    if (setter) setter.call(el, value);
    else el.value = value;
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

function readProps(script: HTMLScriptElement): Record<string, unknown> | undefined {
  try {
    return JSON.parse(script.textContent ?? '') as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function whenNeeded(el: HTMLElement, start: () => void, pending: Pending) {
  const how = el.dataset.when;
  if (how === 'visible' && typeof IntersectionObserver !== 'undefined') {
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
  } else if (how === 'idle') {
    const idle = (window as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
    if (idle) idle(start);
    else setTimeout(start, 200);
  }
  // Every island also starts on first interaction (the only trigger of the default 'interaction').
  const onEvent = (event: Event) => {
    if (el.dataset.hydrated === 'true') return;
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement;
      if (el.dataset.hydrated === 'failed') return; // the browser's own post
      event.preventDefault();
      pending.submit = { form, submitter: (event as SubmitEvent).submitter ?? null };
    } else if (event.type === 'click') {
      const button = (event.target as HTMLElement).closest?.('button');
      if (button && el.contains(button) && button.type !== 'submit') pending.click = button;
    }
    start();
  };
  for (const type of INTERACTIONS) el.addEventListener(type, onEvent, { capture: true });
  // A submit the browser's own checks stopped fires no submit event, only
  // 'invalid' on each field: hold it too, so the island's inline errors
  // answer it once it runs instead of the browser's bubble.
  el.addEventListener(
    'invalid',
    (event) => {
      if (el.dataset.hydrated === 'true' || el.dataset.hydrated === 'failed') return;
      const form = (event.target as HTMLInputElement).form;
      if (!form) return;
      event.preventDefault();
      pending.submit ??= { form, submitter: null };
      start();
    },
    { capture: true },
  );
}

/** Find the page's islands and hydrate each when it is needed. */
export function startIslands(data: AppData, url: string): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[data-island-props]')) {
    const prefix = script.dataset.islandProps!;
    const el = [...document.querySelectorAll<HTMLElement>('[data-island]')].find((c) => c.dataset.prefix === prefix);
    const props = readProps(script);
    if (!el || !props) {
      // The start-up rule, per island: no root, nothing rendered there.
      console.error(script.dataset.rootMissing ?? 'Failed to find the root element');
      continue;
    }
    const pending: Pending = {};
    let started: Promise<void> | undefined;
    const start = () => {
      started ??= (async () => {
        try {
          const { mountIsland } = await import('./mount');
          const before = await mountIsland({
            el,
            name: el.dataset.island!,
            prefix,
            props,
            data,
            url,
            typed: () => typedValues(el),
          });
          // What the DOM holds now wins; what React reset since, comes back.
          const after = typedValues(el);
          replayTyped([...before.filter((b) => !after.some((a) => a.el === b.el)), ...after]);
          el.dataset.hydrated = 'true';
          const { submit, click } = pending;
          pending.submit = pending.click = undefined;
          if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter as HTMLButtonElement | null);
          else if (click?.isConnected) click.click();
        } catch (error) {
          el.dataset.hydrated = 'failed';
          console.warn('island did not start; its HTML stays as it is', error);
          const submit = pending.submit;
          pending.submit = undefined;
          if (submit?.form.isConnected) submit.form.requestSubmit(submit.submitter as HTMLButtonElement | null);
        }
      })();
    };
    whenNeeded(el, start, pending);
    // A visitor who reached the island before this script ran (a slow network) interacted
    // already: the events are gone, the focus or the typed text remain. A form with a draft
    // kept in the tab (typed before a reload) wakes to put the text back, and one sent from this
    // tab wakes to show its confirmation again. Looked at once the
    // first frame is drawn: the tab's storage costs milliseconds to open on a slow phone.
    afterFirstFrame(() => {
      const lang = document.documentElement.lang;
      const drafted = [...el.querySelectorAll<HTMLFormElement>('form[data-form]')].some(
        (f) => hasDraft(f.dataset.form!, lang) || readOutcome(f.dataset.form!, lang) !== undefined,
      );
      if (drafted || el.contains(document.activeElement) || typedValues(el).length > 0) start();
    });
  }
}
