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
          <div className="col-6 col-lg-3">
            <h2 className="footer-heading">{labels.footer.services}</h2>
            <ul className="list-unstyled footer-links">
              {agentDevelopment ? (
                <li>
                  <Link to={localize(agentDevelopment.path)}>{agentDevelopment.title}</Link>
                </li>
              ) : null}
              {navGroups
                .filter((g) => g.slug !== 'ai-agents')
                .map((g) => (
                  <li key={g.slug}>
                    <Link to={localize(groupPath(g.slug))}>{g.title}</Link>
                  </li>
                ))}
            </ul>
          </div>
          <div className="col-6 col-lg-2">
            <h2 className="footer-heading">{labels.footer.quickLinks}</h2>
            <ul className="list-unstyled footer-links">
              {quickLinks.map((l) => (
                <li key={l}>
                  <Link to={localize(`/${l}`)}>{labels.nav[l]}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-3">
            <h2 className="footer-heading">{labels.footer.contact}</h2>
            <address className="footer-contact">
              <p className="d-flex gap-2">
                <Icon name="map-pin" size={18} />
                <span>
                  {site.address.street}, {site.address.locality}, {site.address.region}, {site.address.country}
                </span>
              </p>
              <p className="d-flex gap-2">
                <Icon name="phone" size={18} />
                <a href={telHref(site.phone)}>{site.phoneDisplay}</a>
              </p>
              <p className="d-flex gap-2">
                <Icon name="mail" size={18} />
                <a href={`mailto:${site.emailInfo}`}>{site.emailInfo}</a>
              </p>
              <p className="d-flex gap-2">
                <Icon name="mail" size={18} />
                <a href={`mailto:${site.emailSupport}`}>{site.emailSupport}</a>
              </p>
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
