import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from './icon';
import { RESULTS_ID, SEARCH_MAX_CHARS } from '../../shared/constants';
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
  /** What the search looks through, said under the field (a search within a filter, the whole blog). */
  scope?: ReactNode;
  className?: string;
}

/**
 * A GET search form, the same with and without JavaScript: it submits
 * ?{name}=text (and the parameters it keeps) to `action`, and the answered
 * page opens at its results (#results), not at its top, so on a phone the
 * first result is in view, not below the fold.
 */
export function SearchForm({ name, value, label, placeholder, action, keep, scope, className }: Props) {
  const id = useId();
  const { pathname } = useLocation();
  const { labels } = useT();
  const localize = useLocalize();
  const target = `${action ? localize(action) : pathname}#${RESULTS_ID}`;
  const kept = [...(keep ?? new URLSearchParams()).entries()].filter(([k]) => k !== name && k !== 'page');

  return (
    <form role="search" method="get" action={target} className={`search-form ${className ?? ''}`}>
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
          defaultValue={value}
          maxLength={SEARCH_MAX_CHARS}
          autoComplete="off"
          aria-describedby={scope ? `${id}-scope` : undefined}
        />
        <button type="submit" className="btn btn-brand" aria-label={labels.searchButton(label)}>
          <Icon name="search" size={18} />
        </button>
      </div>
      {scope ? (
        <p id={`${id}-scope`} className="search-scope small text-muted-strong mt-1 mb-0">
          {scope}
        </p>
      ) : null}
    </form>
  );
}
