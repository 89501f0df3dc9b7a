import { Link } from 'react-router-dom';
import { useLocalize, useT } from '../i18n';

interface Props {
  page: number;
  pageCount: number;
  /** The link of a page: a query string such as '?page=2' keeps the path. */
  hrefFor: (page: number) => string;
  label: string;
}

/**
 * Previous, numbered pages, Next, as links so paging works
 * without JavaScript. Shown only when there is more than one page;
 * Previous and Next do nothing at the ends (rendered disabled).
 */
export function Pagination({ page, pageCount, hrefFor, label }: Props) {
  const { labels } = useT();
  const localize = useLocalize();
  if (pageCount <= 1) return null;
  const item = (target: number, text: string, key: string, disabled: boolean, current = false) => (
    <li key={key} className={`page-item${disabled ? ' disabled' : ''}${current ? ' active' : ''}`}>
      {disabled || current ? (
        <span
          className="page-link"
          aria-current={current ? 'page' : undefined}
          aria-disabled={disabled ? true : undefined}
        >
          {text}
        </span>
      ) : (
        <Link
          className="page-link"
          to={localize(hrefFor(target))}
          aria-label={/^\d+$/.test(text) ? labels.pagination.page(text) : undefined}
        >
          {text}
        </Link>
      )}
    </li>
  );
  return (
    <nav aria-label={label} className="d-flex justify-content-center mt-4">
      <ul className="pagination flex-wrap">
        {item(page - 1, labels.pagination.previous, 'prev', page <= 1)}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => item(n, String(n), `p${n}`, false, n === page))}
        {item(page + 1, labels.pagination.next, 'next', page >= pageCount)}
      </ul>
    </nav>
  );
}
