// Everything under /services/*: a group page (/services/ai-agents), a
// service page at its canonical path or an alias (spec 2.1, 2.13), or the
// not-found page with HTTP 404 for any other path.
import { Link } from '../router/link';
import { useLocation } from '../router/location';
import { Icon } from '../components/icon';
import { ServiceHeader, ServicePageCard, ServicesCta, ServiceTemplate } from '../components/service-template';
import {
  cardsInGroup as pagesInGroup,
  findGroupByPath,
  findServiceByPath,
  groupOf,
  groupPath,
  serviceBodies,
  serviceGroupBodies,
  serviceGroups,
  type ServiceCard,
} from '../../shared/content/service-pages';
import type { ServiceGroupEntry as ServiceGroup, ServicePage } from '../../shared/content/schema';
import { itemCache, useItem } from '../item-cache';
import { labels } from '../../shared/messages';
import { site } from '../../shared/content/site';
import type { RouteContext } from '../route-kit';
import type { PageHead } from '../head';
import { faqPage, service } from '../structured-data';
import { NotFoundContent, head as notFoundHead } from './not-found-page';
import { SectionHeader } from '../components/section-header';

type Resolved =
  | { kind: 'service'; page: ServiceCard; group: ServiceGroup }
  | { kind: 'group'; group: ServiceGroup }
  | { kind: 'none' };

function resolve(pathname: string): Resolved {
  const page = findServiceByPath(pathname);
  if (page) return { kind: 'service', page, group: groupOf(page) };
  const group = findGroupByPath(pathname);
  if (group) return { kind: 'group', group };
  return { kind: 'none' };
}

/** How many related services a page suggests at most. */
const RELATED_MAX = 4;

/**
 * The rest of the page's group; a group of one (Healthcare AI) suggests the
 * first service of each following group instead, so no page ends in a
 * dead end.
 */
function relatedTo(page: ServiceCard): ServiceCard[] {
  const siblings = pagesInGroup(page.group).filter((p) => p.slug !== page.slug);
  if (siblings.length > 0) return siblings.slice(0, RELATED_MAX);
  const at = serviceGroups.findIndex((g) => g.slug === page.group);
  return [1, 2, 3]
    .map((step) => serviceGroups[(at + step) % serviceGroups.length])
    .flatMap((g) => (g ? pagesInGroup(g.slug).slice(0, 1) : []));
}

/** Each service page's copy is a chunk of its own: only the shown page's is downloaded. */
const details = itemCache(serviceBodies);
/** And each group page's (head and intro). */
const groupDetails = itemCache(serviceGroupBodies);

export const load = async (ctx: RouteContext): Promise<string[]> => {
  const found = resolve(ctx.pathname);
  if (found.kind === 'service') {
    await details.load(found.page.slug);
    return [details.chunk(found.page.slug)!];
  }
  if (found.kind === 'group') {
    await groupDetails.load(found.group.slug);
    return [groupDetails.chunk(found.group.slug)!];
  }
  return [];
};

/** The service's index entry joined with its copy (loaded by `load` first). */
function fullPage(page: ServiceCard): ServicePage {
  const detail = details.peek(page.slug);
  if (!detail) throw new Error(`the copy of ${page.slug} was not loaded before rendering`);
  return { ...page, ...detail };
}

export const status = (ctx: RouteContext) => (resolve(ctx.pathname).kind === 'none' ? 404 : 200);

export const head = (ctx: RouteContext): PageHead => {
  const found = resolve(ctx.pathname);
  switch (found.kind) {
    case 'service': {
      const page = fullPage(found.page);
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
      const detail = groupDetails.peek(found.group.slug);
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
      return notFoundHead();
  }
};

export default function ServicePageScreen() {
  const { pathname } = useLocation();
  const found = resolve(pathname);
  const detail = useItem(details, found.kind === 'service' ? found.page.slug : undefined);
  switch (found.kind) {
    case 'service':
      return detail ? <ServiceTemplate page={{ ...found.page, ...detail }} group={found.group} related={relatedTo(found.page)} /> : null;
    case 'group':
      return <GroupScreen group={found.group} />;
    case 'none':
      return <NotFoundContent />;
  }
}

function GroupScreen({ group }: { group: ServiceGroup }) {
  const detail = useItem(groupDetails, group.slug);
  const pages = pagesInGroup(group.slug);
  const others = serviceGroups.filter((g) => g.slug !== group.slug);
  return (
    <div className={`service-group-page accent-${group.colour}`}>
      <ServiceHeader
        title={group.title}
        lead={group.description}
        eyebrow={labels.nav.services}
        colour={group.colour}
        trail={[
          { label: labels.nav.home, to: '/' },
          { label: labels.nav.services, to: '/services' },
          { label: group.title },
        ]}
      />

      <section className="section service-intro" aria-labelledby="group-overview-title">
        <div className="container narrow">
          <p className="eyebrow">Overview</p>
          <h2 id="group-overview-title" className="section-title">
            {group.title} at {site.name}
          </h2>
          <p className="service-intro-text">{detail.intro}</p>
        </div>
      </section>

      <section className="section section-tint" data-reveal aria-labelledby="group-services-title">
        <div className="container">
          <SectionHeader
            id="group-services-title"
            eyebrow={group.title}
          >
            {pages.length === 1 ? 'Our service' : `Our ${pages.length} services`}
          </SectionHeader>
          <ul className="row g-4 list-unstyled justify-content-center group-services">
            {pages.map((p) => (
              <li key={p.slug} className="col-sm-6 col-lg-4">
                <ServicePageCard page={p} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" data-reveal aria-labelledby="group-others-title">
        <div className="container">
          <SectionHeader id="group-others-title">Explore our other services</SectionHeader>
          <ul className="row g-3 list-unstyled other-groups">
            {others.map((g) => (
              <li key={g.slug} className="col-sm-6 col-lg-3">
                <Link to={groupPath(g.slug)} className={`group-link accent-${g.colour}`}>
                  <span className="service-icon">
                    <Icon name={g.icon} />
                  </span>
                  <span className="group-link-title">{g.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ServicesCta
        title={`Let's talk about ${group.title}`}
        lead="Tell us what you want to achieve and we will suggest the right starting point."
      />
    </div>
  );
}
