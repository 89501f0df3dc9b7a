import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../components/icon';
import { NAV_SCROLL_THRESHOLD_PX } from '../../shared/constants';
import { useLocalize, useShell, useT } from '../i18n';
import { stripLang } from '../../shared/i18n/lang';
import { LangSwitch } from './lang-switch';

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

function ServiceGroups({ onChoose }: { onChoose?: () => void }) {
  const { navGroups, navPages } = useShell();
  const localize = useLocalize();
  return (
    <div className="services-groups">
      {navGroups.map((g) => (
        <div key={g.slug} className="services-group">
          <Link className="services-group-title" to={localize(groupPath(g.slug))} onClick={onChoose}>
            {g.title}
          </Link>
          <ul className="list-unstyled">
            {navPages
              .filter((p) => p.group === g.slug)
              .map((p) => (
                <li key={p.slug}>
                  <NavLink to={localize(menuPath(p))} end onClick={onChoose}>
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
 * Fixed navigation bar. Desktop: Services opens on hover (CSS,
 * so it also works without JavaScript) or with its toggle button. Mobile:
 * a native <details> disclosure, which opens and closes without JavaScript;
 * with JavaScript, choosing a link closes it.
 */
export function SiteNavbar() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  // How the desktop dropdown was opened: a click on its toggle right after the
  // hover opened it must not close it again under the pointer.
  const openedBy = useRef<'hover' | 'click' | null>(null);
  const location = useLocation();
  const t = useT();
  const labels = t.labels;
  const site = useShell().site;
  const localize = useLocalize();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    setMenuOpen(false);
    setServicesOpen(false);
  }, [location.pathname, location.search]);

  // Escape closes the desktop dropdown wherever the focus is (it may have
  // opened on hover); focus inside the panel goes back to its toggle.
  const dropdownRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!servicesOpen || menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setServicesOpen(false);
      const li = dropdownRef.current;
      if (li?.contains(document.activeElement)) li.querySelector<HTMLButtonElement>('.dropdown-toggle-btn')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [servicesOpen, menuOpen]);

  const current = servicesCurrent(stripLang(location.pathname));

  const close = () => {
    setMenuOpen(false);
    setServicesOpen(false);
  };

  return (
    <header className={`site-navbar${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled}>
      <div className="container d-flex align-items-center justify-content-between">
        <Link className="brand" to={localize('/')} onClick={close}>
          <img src="/images/logo.svg" width="36" height="36" alt="" />
          <span>{site.name}</span>
        </Link>

        <nav className="desktop-nav d-none d-lg-flex align-items-center" aria-label={labels.nav.mainNavigation}>
          <ul className="nav-list list-unstyled d-flex align-items-center mb-0">
            {links(labels.nav).map((l) =>
              'services' in l ? (
                <li
                  key={l.to}
                  ref={dropdownRef}
                  className="nav-dropdown"
                  data-open={servicesOpen}
                  onMouseEnter={() => {
                    if (!servicesOpen) openedBy.current = 'hover';
                    setServicesOpen(true);
                  }}
                  onMouseLeave={() => setServicesOpen(false)}
                >
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
                    aria-expanded={servicesOpen}
                    aria-controls="services-menu"
                    aria-label={labels.nav.servicesMenu}
                    onClick={() => {
                      const close = servicesOpen && openedBy.current === 'click';
                      openedBy.current = close ? null : 'click';
                      setServicesOpen(!close);
                    }}
                  >
                    <Icon name="chevron-down" size={16} />
                  </button>
                  <div id="services-menu" className="dropdown-panel">
                    <ServiceGroups onChoose={close} />
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
          <Link className="btn btn-brand ms-3" to={localize('/contact')}>
            {labels.nav.getStarted}
          </Link>
          <LangSwitch className="ms-2" compact />
        </nav>

        <details className="mobile-menu d-lg-none" open={menuOpen} onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
          <summary className="menu-toggle" aria-label={menuOpen ? labels.nav.closeMenu : labels.nav.openMenu}>
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </summary>
          <nav className="mobile-panel" aria-label={labels.nav.mobileNavigation}>
            <ul className="list-unstyled mb-3">
              {links(labels.nav).map((l) =>
                'services' in l ? (
                  <li key={l.to}>
                    <details
                      className="mobile-services"
                      open={servicesOpen}
                      onToggle={(e) => setServicesOpen(e.currentTarget.open)}
                    >
                      <summary className={current ? 'active' : undefined} aria-current={current}>
                        {l.label} <Icon name="chevron-down" size={16} className="mobile-services-chevron" />
                      </summary>
                      <Link className="d-block py-2" to={localize(l.to)} onClick={close}>
                        {labels.nav.allServices}
                      </Link>
                      <ServiceGroups onChoose={close} />
                    </details>
                  </li>
                ) : (
                  <li key={l.to}>
                    <NavLink to={localize(l.to)} end={l.to === '/'} onClick={close}>
                      {l.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
            <Link className="btn btn-brand w-100" to={localize('/contact')} onClick={close}>
              {labels.nav.getStarted}
            </Link>
            <LangSwitch className="mt-3 d-block text-center" />
          </nav>
        </details>
      </div>
    </header>
  );
}
