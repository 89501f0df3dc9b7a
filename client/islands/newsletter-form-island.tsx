import { NewsletterForm } from '../components/newsletter-form';

/** The footer's newsletter form on every page: hydrated when the visitor first reaches for it. */
export default function NewsletterFormIsland() {
  return <NewsletterForm />;
}
