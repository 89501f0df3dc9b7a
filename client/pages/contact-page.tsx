import { PageHero } from '../components/page-hero';
import { ContactForm } from '../components/contact-form';
import { FaqAccordion } from '../components/faq-accordion';
import type { ReactNode } from 'react';
import { Icon, type AnyIconName } from '../components/icon';
import { site, telHref } from '../../shared/content/site';
import { faqContact } from '../../shared/content/faq';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { faqPage } from '../structured-data';

export const head = (ctx: RouteContext): PageHead => ({
  title: 'Contact Us',
  description:
    'Talk to Chariot AI Labs in Buea about AI agents, chatbots, automation or data projects. Send us a message, call us or visit our office.',
  canonical: '/contact',
  // The confirmation view of a sent form is not a page of its own.
  robots: ctx.search.has('sent') ? 'noindex, follow' : undefined,
  keywords: ['contact', 'AI consultancy', 'Buea', 'Cameroon', 'discovery call'],
  jsonLd: [faqPage(faqContact)],
});

const address = [site.address.street, site.address.locality, site.address.region, site.address.country];

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
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead="Tell us about your goals, your data and your timeline. A member of our team replies within one working day."
      />

      <section className="section pb-0" aria-labelledby="contact-details-title">
        <div className="container">
          <h2 id="contact-details-title" className="visually-hidden">
            Contact details
          </h2>
          <ul className="row g-4 list-unstyled contact-info">
            <InfoCard icon="map-pin" title="Visit our office">
            <address className="mb-0">
              {address.map((part, i) => (
                <span key={part}>
                  {part}
                  {i < address.length - 1 ? <br /> : null}
                </span>
              ))}
            </address>
            </InfoCard>
            <InfoCard icon="phone" title="Call us">
            <p className="mb-0">
              <a href={telHref}>{site.phoneDisplay}</a>
            </p>
            </InfoCard>
            <InfoCard icon="mail" title="Email us">
            <ul className="list-unstyled mb-0">
              <li>
                <a href={`mailto:${site.emailInfo}`}>{site.emailInfo}</a>
              </li>
              <li>
                <a href={`mailto:${site.emailSupport}`}>{site.emailSupport}</a>
              </li>
            </ul>
            </InfoCard>
            <InfoCard icon="clock" title="Working hours">
            <p className="mb-0">{site.hours}</p>
            </InfoCard>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="contact-form-title">
        <div className="container">
          <div className="row g-5">
            <div className="col-lg-7" id="contact-form">
              <h2 id="contact-form-title" className="section-title">
                Send us a message
              </h2>
              <p className="text-muted-strong">
                Fields marked <span aria-hidden="true">*</span>
                <span className="visually-hidden">with an asterisk</span> are required.
              </p>
              <ContactForm headingId="contact-form-title" />
            </div>
            <div className="col-lg-5">
              <h2 className="section-title" id="contact-map-title">
                Find our office
              </h2>
              <p className="text-muted-strong">
                Our office is in Molyko, Buea, in Cameroon&apos;s South-West Region.
              </p>
              <div className="contact-map">
                <iframe
                  src={site.mapEmbedUrl}
                  title="Map of our office in Buea"
                  width="600"
                  height="450"
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                />
              </div>
              <p className="mt-2">
                <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
                  Open the map in a new tab <Icon name="arrow-right" size={16} />
                </a>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="section section-tint" data-reveal aria-label="Frequently asked questions">
        <div className="container narrow">
          <FaqAccordion items={faqContact} />
        </div>
      </section>
    </>
  );
}
