// Everything under /services/*: a group page (/services/ai-agents), a
// service page at its canonical path or an alias, or the
// not-found page with HTTP 404 for any other path.
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../components/icon';
import { ServiceHeader, ServicePageGrid, ServicesCta, ServiceTemplate } from '../components/service-template';
import { catalogOf, groupPath, type ServiceCard, type ServiceCatalog } from '../../shared/content/service-pages';
import type { ServiceGroupEntry as ServiceGroup, ServicePage } from '../../shared/content/schema';
import { useItem } from '../content';
import type { RouteContext } from '../route-kit';
import type { PageHead } from '../head';
import { faqPage } from '../faq-json-ld';
import { service } from '../structured-data';
import { NotFoundContent, head as notFoundHead } from './not-found-page';
import { Section } from '../components/section';
import { loaded, loadFor, useContent } from '../content';
import { serviceIndex } from '../../shared/generated/load/service-index';
import { serviceTaglines } from '../../shared/generated/load/service-taglines';
import { serviceStrings } from '../../shared/generated/load/strings/service';
import { serviceBodies } from '../../shared/generated/load/service-bodies';
import { serviceGroupBodies } from '../../shared/generated/load/service-group-bodies';
import { useLang, useLocalize, useSite, useT } from '../i18n';
import { stripLang, type Lang } from '../../shared/i18n/lang';
import { groupInterest } from '../../shared/content/service-interest';

type Resolved =
  | { kind: 'service'; page: ServiceCard; group: ServiceGroup }
  | { kind: 'group'; group: ServiceGroup }
  | { kind: 'none' };

function resolve(catalog: ServiceCatalog, pathname: string): Resolved {
  const path = stripLang(pathname);
  const page = catalog.findServiceByPath(path);
  if (page) return { kind: 'service', page, group: catalog.groupOf(page) };
  const group = catalog.findGroupByPath(path);
  if (group) return { kind: 'group', group };
  return { kind: 'none' };
}

/** The catalog of a language, once its index and taglines are loaded. */
const catalogIn = (lang: Lang) => catalogOf(loaded(serviceIndex, lang), loaded(serviceTaglines, lang));

function useCatalog(): ServiceCatalog {
  return catalogOf(useContent(serviceIndex), useContent(serviceTaglines));
}

/** How many related services a page suggests at most. */
const RELATED_MAX = 4;

/**
 * The rest of the page's group; a group of one (Healthcare AI) suggests the
 * first service of each following group instead, so no page ends in a
 * dead end.
 */
function relatedTo(catalog: ServiceCatalog, page: ServiceCard): ServiceCard[] {
  const { serviceGroups, cardsInGroup: pagesInGroup } = catalog;
  const siblings = pagesInGroup(page.group).filter((p) => p.slug !== page.slug);
  if (siblings.length > 0) return siblings.slice(0, RELATED_MAX);
  const at = serviceGroups.findIndex((g) => g.slug === page.group);
  return [1, 2, 3]
    .map((step) => serviceGroups[(at + step) % serviceGroups.length])
    .flatMap((g) => (g ? pagesInGroup(g.slug).slice(0, 1) : []));
}

/**
 * Each service page's copy is a chunk of its own per language (and each
 * group page's head and intro): only the shown page's is downloaded.
 */
export const load = async (ctx: RouteContext): Promise<void> => {
  await loadFor(ctx, serviceStrings, serviceIndex, serviceTaglines);
  const found = resolve(catalogIn(ctx.lang), ctx.pathname);
  if (found.kind === 'service') await serviceBodies[ctx.lang].load(found.page.slug);
  if (found.kind === 'group') await serviceGroupBodies[ctx.lang].load(found.group.slug);
};

/** The service's index entry joined with its copy (loaded by `load` first). */
function fullPage(page: ServiceCard, lang: Lang): ServicePage {
  const detail = serviceBodies[lang].peek(page.slug);
  if (!detail) throw new Error(`the copy of ${page.slug} was not loaded before rendering`);
  return { ...page, ...detail };
}

export const status = (ctx: RouteContext) => (resolve(catalogIn(ctx.lang), ctx.pathname).kind === 'none' ? 404 : 200);

export const head = (ctx: RouteContext): PageHead => {
  const found = resolve(catalogIn(ctx.lang), ctx.pathname);
  switch (found.kind) {
    case 'service': {
      const page = fullPage(found.page, ctx.lang);
      return {
        title: page.head.title,
        description: page.head.description,
        keywords: page.head.keywords,
        // An alias (/services/ai-agents/chatbots) points to the one canonical path.
        canonical: page.path,
        robots: 'index, follow',
        ogType: 'website',
        jsonLd: [service(page, found.group.title), faqPage(page.faq)],
      };
    }
    case 'group': {
      const detail = serviceGroupBodies[ctx.lang].peek(found.group.slug);
      if (!detail) throw new Error(`the copy of ${found.group.slug} was not loaded before rendering`);
      return {
        title: detail.head.title,
        description: detail.head.description,
        keywords: detail.head.keywords,
        canonical: groupPath(found.group.slug),
        robots: 'index, follow',
        ogType: 'website',
      };
    }
    case 'none':
      return notFoundHead(ctx);
  }
};

export default function ServicePageScreen() {
  const { pathname } = useLocation();
  const catalog = useCatalog();
  const found = resolve(catalog, pathname);
  const detail = useItem(serviceBodies[useLang()], found.kind === 'service' ? found.page.slug : undefined);
  switch (found.kind) {
    case 'service':
      return detail ? (
        <ServiceTemplate
          page={{ ...found.page, ...detail }}
          group={found.group}
          related={relatedTo(catalog, found.page)}
        />
      ) : null;
    case 'group':
      return <GroupScreen group={found.group} />;
    case 'none':
      return <NotFoundContent />;
  }
}

function GroupScreen({ group }: { group: ServiceGroup }) {
  const { labels } = useT();
  const t = useContent(serviceStrings);
  const site = useSite();
  const localize = useLocalize();
  const catalog = useCatalog();
  const detail = useItem(serviceGroupBodies[useLang()], group.slug);
  const pages = catalog.cardsInGroup(group.slug);
  const others = catalog.serviceGroups.filter((g) => g.slug !== group.slug);
  return (
    <div className={`service-group-page accent-${group.colour}`}>
      <ServiceHeader
        title={group.title}
        lead={group.description}
        eyebrow={labels.nav.services}
        colour={group.colour}
        service={groupInterest(group.slug)}
        trail={[
          { label: labels.nav.home, to: '/' },
          { label: labels.nav.services, to: '/services' },
          { label: group.title },
        ]}
      />

      <section className="section service-intro" aria-labelledby="group-overview-title">
        <div className="container narrow">
          <p className="eyebrow">{t.overview}</p>
          <h2 id="group-overview-title" className="section-title">
            {t.groupAt(group.title, site.name)}
          </h2>
          <p className="service-intro-text">{detail.intro}</p>
        </div>
      </section>

      <Section headingId="group-services-title" title={t.ourServices(pages.length)} eyebrow={group.title} tint reveal>
        <ServicePageGrid pages={pages} className="justify-content-center group-services" />
      </Section>

      <Section headingId="group-others-title" title={t.others} reveal>
        <ul className="row g-3 list-unstyled other-groups">
          {others.map((g) => (
            <li key={g.slug} className="col-sm-6 col-lg-3">
              <Link to={localize(groupPath(g.slug))} className={`group-link accent-${g.colour}`}>
                <span className="service-icon">
                  <Icon name={g.icon} />
                </span>
                <span className="group-link-title">{g.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ServicesCta title={t.talkAbout(group)} lead={t.talkLead} service={groupInterest(group.slug)} />
    </div>
  );
}
