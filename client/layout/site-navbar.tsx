import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../components/icon';
import { useLocalize, useShell, useT } from '../i18n';
import { stripLang } from '../../shared/i18n/lang';
import { LangSwitch } from './lang-switch';
import { contactFormPath } from '../../shared/schemas/contact-fields';

type NavLabels = ReturnType<typeof useT>['labels']['nav'];

const links = (nav: NavLabels) =>
  [
    { to: '/', label: nav.home },
    { to: '/about', label: nav.about },
    { to: '/services', label: nav.services, services: true },
    { to: '/blog', label: nav.blog },
    { to: '/faq', label: nav.faq },
    { to: '/projects', label: nav.projects },
    { to: '/careers', label: nav.careers },
    { to: '/contact', label: nav.contact },
  ] as const;

const groupPath = (slug: string) => `/services/${slug}`;

/** Menu entries use the group paths the specification gives (the agent services' second path). */
const menuPath = (p: { path: string; aliases: readonly string[] }) =>
  p.aliases.find((a) => a.startsWith('/services/ai-agents/')) ?? p.path;

/**
 * Where the visitor is in the Services section: 'page' on /services itself,
 * 'true' (one page of the set) on a service page, undefined elsewhere.
 */
function servicesCurrent(pathname: string): 'page' | 'true' | undefined {
  if (pathname === '/services') return 'page';
  return pathname.startsWith('/services/') ? 'true' : undefined;
}

function ServiceGroups() {
  const { navGroups, navPages } = useShell();
  const localize = useLocalize();
  return (
    <div className="services-groups">
      {navGroups.map((g) => (
        <div key={g.slug} className="services-group">
          <Link className="services-group-title" to={localize(groupPath(g.slug))}>
            {g.title}
          </Link>
          <ul className="list-unstyled">
            {navPages
              .filter((p) => p.group === g.slug)
              .map((p) => (
                <li key={p.slug}>
                  <NavLink to={localize(menuPath(p))} end>
                    {p.navLabel}
                  </NavLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Fixed navigation bar, server-rendered, no React in the browser. Desktop:
 * Services opens on hover or focus (CSS, so also without JavaScript); its
 * toggle button and Escape are the site's script (client/site/navbar.ts),
 * as is the white bar past 10 px. Mobile: native <details> disclosures;
 * choosing a link loads the next page, where the menu starts closed.
 */
export function SiteNavbar() {
  const location = useLocation();
  const t = useT();
  const labels = t.labels;
  const site = useShell().site;
  const localize = useLocalize();
  const current = servicesCurrent(stripLang(location.pathname));

  return (
    <header className="site-navbar" data-scrolled="false">
      <div className="container d-flex align-items-center justify-content-between">
        <Link className="brand" to={localize('/')}>
          <img src="/images/logo.svg" width="36" height="36" alt="" />
          <span>{site.name}</span>
        </Link>

        <nav className="desktop-nav d-none d-lg-flex align-items-center" aria-label={labels.nav.mainNavigation}>
          <ul className="nav-list list-unstyled d-flex align-items-center mb-0">
            {links(labels.nav).map((l) =>
              'services' in l ? (
                <li key={l.to} className="nav-dropdown" data-open="false">
                  <Link
                    className={`nav-item-link${current ? ' active' : ''}`}
                    to={localize(l.to)}
                    aria-current={current}
                  >
                    {l.label}
                  </Link>
                  <button
                    type="button"
                    className="dropdown-toggle-btn"
                    aria-expanded="false"
                    aria-controls="services-menu"
                    aria-label={labels.nav.servicesMenu}
                  >
                    <Icon name="chevron-down" size={16} />
                  </button>
                  <div id="services-menu" className="dropdown-panel">
                    <ServiceGroups />
                  </div>
                </li>
              ) : (
                <li key={l.to}>
                  <NavLink className="nav-item-link" to={localize(l.to)} end={l.to === '/'}>
                    {l.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <Link className="btn btn-brand ms-3" to={localize(contactFormPath())}>
            {labels.nav.getStarted}
          </Link>
          <LangSwitch className="ms-2" compact />
        </nav>

        <details className="mobile-menu d-lg-none">
          <summary
            className="menu-toggle"
            aria-label={labels.nav.openMenu}
            data-label-open={labels.nav.openMenu}
            data-label-close={labels.nav.closeMenu}
          >
            <Icon name="menu" className="menu-icon-open" />
            <Icon name="close" className="menu-icon-close" />
          </summary>
          <nav className="mobile-panel" aria-label={labels.nav.mobileNavigation}>
            <ul className="list-unstyled mb-3">
              {links(labels.nav).map((l) =>
                'services' in l ? (
                  <li key={l.to}>
                    <details className="mobile-services">
                      <summary className={current ? 'active' : undefined} aria-current={current}>
                        {l.label} <Icon name="chevron-down" size={16} className="mobile-services-chevron" />
                      </summary>
                      <Link className="d-block py-2" to={localize(l.to)}>
                        {labels.nav.allServices}
                      </Link>
                      <ServiceGroups />
                    </details>
                  </li>
                ) : (
                  <li key={l.to}>
                    <NavLink to={localize(l.to)} end={l.to === '/'}>
                      {l.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
            <Link className="btn btn-brand w-100" to={localize(contactFormPath())}>
              {labels.nav.getStarted}
            </Link>
            <LangSwitch className="mt-3 d-block text-center" />
          </nav>
        </details>
      </div>
    </header>
  );
}
