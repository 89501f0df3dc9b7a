import { Link } from 'react-router-dom';
import { Icon, type AnyIconName } from '../components/icon';
import { telHref } from '../../shared/content/shell';
import { useLocalize, useShell, useT } from '../i18n';
import { LangSwitch } from './lang-switch';

const socialIcons: Record<string, AnyIconName> = {
  LinkedIn: 'linkedin',
  X: 'x-twitter',
  Facebook: 'facebook',
  GitHub: 'github',
};

const quickLinks = ['about', 'projects', 'blog', 'faq', 'careers', 'contact'] as const;
const groupPath = (slug: string) => `/services/${slug}`;

/** Site footer. */
export function SiteFooter({ children }: { children?: React.ReactNode }) {
  const year = new Date().getFullYear();
  const { labels } = useT();
  const { site, navGroups, navPages } = useShell();
  const localize = useLocalize();
  const agentDevelopment = navPages.find((p) => p.slug === 'ai-agent-development');
  // The agents' group is reached through its development page, listed first.
  const serviceLinks = [
    ...(agentDevelopment ? [{ path: agentDevelopment.path, label: agentDevelopment.title }] : []),
    ...navGroups.filter((g) => g.slug !== 'ai-agents').map((g) => ({ path: groupPath(g.slug), label: g.title })),
  ];
  const columns = [
    { heading: labels.footer.services, className: 'col-6 col-lg-3', links: serviceLinks },
    {
      heading: labels.footer.quickLinks,
      className: 'col-6 col-lg-2',
      links: quickLinks.map((l) => ({ path: `/${l}`, label: labels.nav[l] })),
    },
  ];
  const reach: { icon: AnyIconName; href: string | undefined; text: string }[] = [
    { icon: 'phone', href: telHref(site.phone), text: site.phoneDisplay },
    { icon: 'mail', href: `mailto:${site.emailInfo}`, text: site.emailInfo },
    { icon: 'mail', href: `mailto:${site.emailSupport}`, text: site.emailSupport },
  ];
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-lg-4">
            <Link className="brand brand-light mb-3" to={localize('/')}>
              <img src="/images/logo.svg" width="36" height="36" alt="" />
              <span>{site.name}</span>
            </Link>
            <p className="footer-blurb">{site.blurb}</p>
            <ul className="list-unstyled d-flex gap-2 social-links" aria-label={labels.footer.follow}>
              {site.social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={`${s.network} ${labels.newTab}`}
                  >
                    <Icon name={socialIcons[s.network] ?? 'globe'} size={20} />
                  </a>
                </li>
              ))}
            </ul>
            {children}
          </div>
          {columns.map((column) => (
            <div key={column.heading} className={column.className}>
              <h2 className="footer-heading">{column.heading}</h2>
              <ul className="list-unstyled footer-links">
                {column.links.map((link) => (
                  <li key={link.path}>
                    <Link to={localize(link.path)}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="col-lg-3">
            <h2 className="footer-heading">{labels.footer.contact}</h2>
            <address className="footer-contact">
              <p className="d-flex gap-2">
                <Icon name="map-pin" size={18} />
                <span>
                  {site.address.street}, {site.address.locality}, {site.address.region}, {site.address.country}
                </span>
              </p>
              {reach.map((r) => (
                <p key={r.text} className="d-flex gap-2">
                  <Icon name={r.icon} size={18} />
                  <a href={r.href}>{r.text}</a>
                </p>
              ))}
            </address>
            <p className="small mb-0">{labels.footer.legalNotice(site.legalName, site.legalNotice)}</p>
          </div>
        </div>
        <div className="footer-bottom d-flex flex-column flex-md-row justify-content-between gap-2">
          <p className="mb-0">{labels.footer.rights(year, site.name)}</p>
          <ul className="list-unstyled d-flex gap-3 mb-0">
            <li>
              <Link to={localize('/privacy-policy')}>{labels.footer.privacy}</Link>
            </li>
            <li>
              <Link to={localize('/terms-of-service')}>{labels.footer.terms}</Link>
            </li>
            <li>
              <LangSwitch />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
