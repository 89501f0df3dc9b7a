import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../layout/toasts';
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

/** The not-found screen; also shown by pages that answer 404 for an unknown slug. */
export function NotFoundContent() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { messages } = useT();
  const localize = useLocalize();
  // 'Go Back' needs script; without it the button would do nothing, so it
  // appears only once the page is hydrated.
  const [canGoBack, setCanGoBack] = useState(false);

  useEffect(() => setCanGoBack(true), []);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
    toast({ title: messages.notFound.toastTitle, description: messages.notFound.toastDescription, variant: 'danger' });
  }, [location.pathname, toast, messages]);

  return (
    <section className="not-found">
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
          {canGoBack ? (
            <button type="button" className="btn btn-outline-brand btn-lg" onClick={() => navigate(-1)}>
              {messages.notFound.goBack}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
