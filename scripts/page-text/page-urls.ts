// The URLs whose text is compared before and after a change of how content
// is stored: every concrete URL of the route table, plus the query-string
// views and not-found answers that render content differently.
import { routes } from '../../client/routes';
import { concreteUrls } from '../../client/route-urls';
import { langOfPath } from '../../shared/i18n/lang';

export const EXTRA_URLS = [
  '/blog?page=2',
  '/blog?sort=oldest&view=grid',
  '/blog?category=AI%20Strategy',
  '/blog?tag=Data%20Quality',
  '/blog?q=data',
  '/blog?search=ethics',
  '/blog/999',
  '/projects?q=fraud',
  '/projects?category=Computer%20Vision&filters=1',
  '/projects?page=2',
  '/projects/no-such-project',
  '/careers?apply=data-scientist',
  '/faq?q=cost',
  '/services/no-such-service',
  '/no-such-page',
];

/** The English pages (their French twins are walked by tests/pages/language-walk.test.ts). */
export const pageTextUrls = () => [...concreteUrls(routes).filter((u) => langOfPath(u) === 'en'), ...EXTRA_URLS];
