// The site's toasts, without React: the 404 notice and the copy-link
// confirmation come from the site's own script, which must not fetch React
// for them. Islands raise theirs through the same function (use-toast.ts hands
// it out as useToast), so every toast of a page shares one
// stack, in the region the server rendered (`.toast-region`). A description
// that is React markup (an application's reference) is drawn by React,
// which the island that raised it has already loaded.
//
// Bootstrap's markup and classes (its stylesheet styles them; no Bootstrap
// script): up to TOAST_LIMIT at once, each for TOAST_DURATION_MS, closable.
// A toast raised just before a page load (a form that leads to another
// page) is carried to the next page for the rest of its time.
import type { ReactNode } from 'react';
import type * as ToastStackModule from './toast-stack';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../shared/constants';

export type ToastVariant = 'success' | 'danger' | 'info';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

/** What a carried toast keeps: its text, its markup as drawn, when it ends. */
interface CarriedToast {
  title: string;
  text?: string;
  html?: string;
  variant: ToastVariant;
  until: number;
}

const CARRY_KEY = 'site_toasts';
const live = new Map<HTMLElement, CarriedToast>();

type ToastStack = typeof ToastStackModule;
let stack: ToastStack | undefined;
let loading: Promise<ToastStack> | undefined;

/**
 * The React part of the toasts (islands/toast-stack.tsx). Forms warm it when
 * the visitor starts on them, so that a success that leads to another page
 * draws its React description at once, before the page goes: a description
 * still waiting for its chunk would be carried over empty.
 */
export function loadToastStack(): Promise<ToastStack> {
  loading ??= import('./toast-stack').then(
    (mod) => (stack = mod),
    (err: unknown) => {
      loading = undefined; // a dropped connection may come back: try again next time
      throw err;
    },
  );
  return loading;
}

function region(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.toast-region');
}

function container(host: HTMLElement): HTMLElement {
  let box = host.querySelector<HTMLElement>('.toast-container');
  if (!box) {
    box = document.createElement('div');
    box.className = 'toast-container p-3';
    host.appendChild(box);
  }
  return box;
}

function close(el: HTMLElement) {
  live.delete(el);
  el.remove();
}

/** Draw one toast; its body filled by `fill` (text, carried markup, or React). */
function draw(item: CarriedToast, fill?: (body: HTMLElement) => void): HTMLElement | undefined {
  const host = region();
  if (!host) return undefined;
  const box = container(host);
  const el = document.createElement('div');
  el.className = `toast fade show toast-${item.variant}`;
  el.setAttribute('role', item.variant === 'danger' ? 'alert' : 'status');
  el.setAttribute('aria-atomic', 'true');
  el.dataset.testid = 'toast';
  const header = document.createElement('div');
  header.className = 'toast-header';
  const strong = document.createElement('strong');
  strong.className = 'me-auto';
  strong.textContent = item.title;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn-close';
  button.setAttribute('aria-label', host.dataset.closeLabel ?? 'Close');
  button.addEventListener('click', () => close(el));
  header.append(strong, button);
  el.appendChild(header);
  if (fill) {
    const body = document.createElement('div');
    body.className = 'toast-body';
    fill(body);
    el.appendChild(body);
  }
  box.appendChild(el);
  while (box.children.length > TOAST_LIMIT) close(box.firstElementChild as HTMLElement);
  live.set(el, item);
  setTimeout(() => close(el), Math.max(0, item.until - Date.now()));
  return el;
}

/** Show a toast: up to 3 at once, each for 4000 ms. */
export function toast({ title, description, variant = 'info' }: ToastInput): void {
  const item: CarriedToast = { title, variant, until: Date.now() + TOAST_DURATION_MS };
  if (description === undefined || description === null || description === '') {
    draw(item);
  } else if (typeof description === 'string' || typeof description === 'number') {
    item.text = String(description);
    draw(item, (body) => (body.textContent = item.text!));
  } else {
    // React markup: only an island raises one, with React loaded already.
    const render = (el: HTMLElement, body: HTMLElement, { renderToastBody }: ToastStack) => {
      renderToastBody(body, description);
      if (live.has(el)) live.set(el, { ...item, html: body.innerHTML });
    };
    let body: HTMLElement | undefined;
    const el = draw(item, (b) => (body = b));
    if (!el || !body) return;
    const target = body;
    if (stack) render(el, target, stack);
    else
      void loadToastStack().then(
        (mod) => render(el, target, mod),
        () => undefined,
      );
  }
}

/** Keep the toasts on screen for the next page (called just before a navigation the site starts). */
export function carryToasts(): void {
  const now = Date.now();
  const items = [...live.values()].filter((t) => t.until > now + 250);
  try {
    if (items.length) sessionStorage.setItem(CARRY_KEY, JSON.stringify(items));
  } catch {
    // storage unavailable: the toasts end with the page
  }
}

/** Show the toasts the previous page carried over, for the rest of their time. */
export function showCarriedToasts(): void {
  let items: CarriedToast[] = [];
  try {
    items = JSON.parse(sessionStorage.getItem(CARRY_KEY) ?? '[]') as CarriedToast[];
    sessionStorage.removeItem(CARRY_KEY);
  } catch {
    return;
  }
  for (const item of items) {
    if (typeof item.title !== 'string' || !(item.until > Date.now())) continue;
    // Markup this site drew itself, from React's escaped output, in this tab.
    const fill = item.html
      ? (body: HTMLElement) => (body.innerHTML = item.html!)
      : typeof item.text === 'string'
        ? (body: HTMLElement) => (body.textContent = item.text!)
        : undefined;
    draw(item, fill);
  }
}
