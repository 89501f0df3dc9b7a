import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from './icon';
import { SEARCH_MAX_CHARS } from '../../shared/constants';
import { boundedSearch } from '../../shared/text';
import { useQueryNav } from '../hooks/use-query-nav';
import { ownNavigations } from '../hooks/own-navigations';
import { useLocalize, useT } from '../i18n';

interface Props {
  /** Query parameter the text goes in. */
  name: string;
  /** Current value, from the URL. */
  value: string;
  label: string;
  placeholder?: string;
  /** Where the form submits (defaults to the current path). */
  action?: string;
  /** Other parameters to keep when searching (page is always dropped). */
  keep?: URLSearchParams;
  /** With JavaScript, update the results while typing (debounced). */
  live?: boolean;
  className?: string;
}

/**
 * A GET search form: without JavaScript it submits ?{name}=text to
 * `action`; with JavaScript it updates the URL in place (live while typing
 * when asked), so the same URL is what the server renders.
 */
export function SearchForm({ name, value, label, placeholder, action, keep, live = false, className }: Props) {
  const id = useId();
  const { pathname } = useLocation();
  const nav = useQueryNav();
  const { labels } = useT();
  const localize = useLocalize();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const target = action ? localize(action) : pathname;

  // The text follows the URL when the URL changes from outside (Back, a
  // Clear link), but not when the change is this form's own navigation:
  // the visitor may have typed on meanwhile, or left a trailing space that
  // the query drops, and those keystrokes must not be undone.
  const [own] = useState(ownNavigations);
  useEffect(() => {
    if (!own.landed(value)) setText(value);
  }, [own, value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL gets the text as the page reads it (shared/text.ts boundedSearch),
  // so the value that lands is the one sent and the typed text is kept.
  const paramsFor = (t: string) => {
    const params = new URLSearchParams(keep);
    params.delete('page');
    params.delete(name);
    const sent = boundedSearch(t);
    if (sent) params.set(name, sent);
    own.sent(sent, value);
    return params;
  };

  const kept = [...(keep ?? new URLSearchParams()).entries()].filter(([k]) => k !== name && k !== 'page');

  return (
    <form
      role="search"
      method="get"
      action={target}
      className={`search-form ${className ?? ''}`}
      onSubmit={(e) => {
        if (target !== pathname) return; // a real navigation to another page
        e.preventDefault();
        clearTimeout(timer.current);
        nav(paramsFor(text));
      }}
    >
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        {kept.map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <input
          id={id}
          type="search"
          name={name}
          className="form-control"
          placeholder={placeholder}
          value={text}
          maxLength={SEARCH_MAX_CHARS}
          autoComplete="off"
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            if (live && target === pathname) {
              clearTimeout(timer.current);
              timer.current = setTimeout(() => nav(paramsFor(next), { replace: true }), 250);
            }
          }}
        />
        <button type="submit" className="btn btn-brand" aria-label={labels.searchButton(label)}>
          <Icon name="search" size={18} />
        </button>
      </div>
    </form>
  );
}
