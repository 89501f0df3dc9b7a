import { Link, useLocation } from 'react-router-dom';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { useLocalize, useT } from '../i18n';
import { dictionaryOf } from '../../shared/i18n/load';

export const status = () => 404;
export const head = (ctx: RouteContext): PageHead => {
  const { messages } = dictionaryOf(ctx.lang);
  return {
    title: messages.notFound.toastTitle,
    description: messages.notFound.toastDescription,
    robots: 'noindex, follow',
  };
};

/** Not-found page; the server sends it with HTTP 404. */
export default function NotFoundPage() {
  return <NotFoundContent />;
}

/**
 * The not-found screen; also shown by pages that answer 404 for an unknown
 * slug. The site's script (client/site/not-found.ts) raises its toast and
 * logs the path at load, and shows 'Go Back', which needs script and so is
 * hidden without it.
 */
export function NotFoundContent() {
  const location = useLocation();
  const { messages } = useT();
  const localize = useLocalize();
  return (
    <section
      className="not-found"
      data-not-found={location.pathname}
      data-toast-title={messages.notFound.toastTitle}
      data-toast-description={messages.notFound.toastDescription}
    >
      <div className="container text-center">
        <p className="not-found-code" aria-hidden="true">
          {messages.notFound.code}
        </p>
        <h1>
          <span className="visually-hidden">{messages.notFound.codeHeard}</span>
          {messages.notFound.heading}
        </h1>
        <p className="lead">
          {messages.notFound.attemptedPath} <code className="attempted-path">{location.pathname}</code>
        </p>
        <div className="d-flex justify-content-center flex-wrap gap-3 mt-4">
          <Link className="btn btn-brand btn-lg" to={localize('/')}>
            {messages.notFound.returnHome}
          </Link>
          <button type="button" className="btn btn-outline-brand btn-lg" hidden data-go-back="">
            {messages.notFound.goBack}
          </button>
        </div>
      </div>
    </section>
  );
}
