import { PageHero } from '../components/page-hero';
import { Island } from '../islands/island';
import { RequiredFieldsNote } from '../components/required-fields-note';
import { FaqSection } from '../components/faq-accordion';
import type { ReactNode } from 'react';
import { Icon, type AnyIconName } from '../components/icon';
import { telHref } from '../../shared/content/shell';
import { headOf, type PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { faqPage } from '../faq-json-ld';
import { loaded, loadFor, useContent } from '../content';
import { faqContact } from '../../shared/generated/load/faq-contact';
import { useLocalize, useSite } from '../i18n';
import { useSearchParams } from 'react-router-dom';
import { formsStrings } from '../../shared/generated/load/strings/forms';
import { contactStrings } from '../../shared/generated/load/strings/contact';
import { CONTACT_FORM_ID } from '../../shared/schemas/contact-fields';

export const load = (ctx: RouteContext) => loadFor(ctx, contactStrings, formsStrings, faqContact);

export const head = (ctx: RouteContext): PageHead =>
  headOf(loaded(contactStrings, ctx.lang), '/contact', {
    // The confirmation view of a sent form is not a page of its own.
    robots: ctx.search.has('sent') ? 'noindex, follow' : undefined,
    jsonLd: [faqPage(loaded(faqContact, ctx.lang))],
  });

/**
 * The office map is OpenStreetMap's page in a frame: its script and tiles
 * weigh far more than this page, so it loads when a visitor asks for it, not
 * with the page. The link asks for this page with the map in it
 * (`?map=1`); with JavaScript the site's script puts the frame in place
 * from its inert <template> instead (client/site/page-bits.ts). A lazy frame
 * alone would not do: a browser without scripts loads it at once.
 */
const MAP_QUERY = 'map';
const MAP_ID = 'contact-map';

function MapFrame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      width="600"
      height="450"
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}

/** One card of the contact details row. */
function InfoCard({ icon, title, children }: { icon: AnyIconName; title: string; children: ReactNode }) {
  return (
    <li className="col-sm-6 col-lg-3">
      <div className="contact-card">
        <span className="contact-card-icon">
          <Icon name={icon} />
        </span>
        <h3>{title}</h3>
        {children}
      </div>
    </li>
  );
}

export default function ContactPage() {
  const t = useContent(contactStrings);
  const site = useSite();
  const faq = useContent(faqContact);
  const localize = useLocalize();
  const [params] = useSearchParams();
  const mapShown = params.get(MAP_QUERY) === '1';
  const address = [site.address.street, site.address.locality, site.address.region, site.address.country];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section className="section pb-0" aria-labelledby="contact-details-title">
        <div className="container">
          <h2 id="contact-details-title" className="visually-hidden">
            {t.details}
          </h2>
          <ul className="row g-4 list-unstyled contact-info">
            <InfoCard icon="map-pin" title={t.visit}>
              <address className="mb-0">
                {address.map((part, i) => (
                  <span key={part}>
                    {part}
                    {i < address.length - 1 ? <br /> : null}
                  </span>
                ))}
              </address>
            </InfoCard>
            <InfoCard icon="phone" title={t.call}>
              <p className="mb-0">
                <a href={telHref(site.phone)}>{site.phoneDisplay}</a>
              </p>
            </InfoCard>
            <InfoCard icon="mail" title={t.email}>
              <ul className="list-unstyled mb-0">
                <li>
                  <a href={`mailto:${site.emailInfo}`}>{site.emailInfo}</a>
                </li>
                <li>
                  <a href={`mailto:${site.emailSupport}`}>{site.emailSupport}</a>
                </li>
              </ul>
            </InfoCard>
            <InfoCard icon="clock" title={t.hours}>
              <p className="mb-0">{site.hours}</p>
            </InfoCard>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="contact-form-title">
        <div className="container">
          <div className="row g-5">
            <div className="col-lg-7" id={CONTACT_FORM_ID}>
              <h2 id="contact-form-title" className="section-title">
                {t.formTitle}
              </h2>
              <RequiredFieldsNote />
              <Island name="contact-form" props={{ headingId: 'contact-form-title' }} />
            </div>
            <div className="col-lg-5">
              <h2 className="section-title" id="contact-map-title">
                {t.mapTitle}
              </h2>
              <p className="text-muted-strong">{t.mapText}</p>
              <div className="contact-map" id={MAP_ID}>
                {mapShown ? (
                  <MapFrame src={site.mapEmbedUrl} title={t.mapFrame} />
                ) : (
                  <>
                    <a
                      className="contact-map-show"
                      href={localize(`/contact?${MAP_QUERY}=1#${MAP_ID}`)}
                      data-map-show=""
                    >
                      <Icon name="map-pin" size={20} />
                      <span>{t.mapShow}</span>
                      <small>{t.mapNote}</small>
                    </a>
                    <template data-map-frame="">
                      <MapFrame src={site.mapEmbedUrl} title={t.mapFrame} />
                    </template>
                  </>
                )}
              </div>
              <p className="mt-2">
                <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
                  {t.mapLink} <Icon name="arrow-right" size={16} />
                </a>
              </p>
            </div>
          </div>
        </div>
      </section>

      <FaqSection items={faq} />
    </>
  );
}
