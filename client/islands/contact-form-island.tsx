import { ContactForm } from '../components/contact-form';

/** The contact form: its own root, hydrated when the visitor first reaches for it. */
export default function ContactFormIsland({ headingId }: { headingId?: string }) {
  return <ContactForm headingId={headingId} />;
}
