import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import { useT } from '../i18n';
import { useContent } from '../content';
import { newsletterPopupStrings } from '../../shared/generated/load/strings/newsletter-popup';

/**
 * The newsletter dialog, loaded only when it is about to show:
 * a modal that traps focus, closes with Escape or its close button.
 * In the page's language: its own strings load with it (the first render
 * suspends until they arrive, under the home page's Suspense), the form's
 * come from the dictionary.
 */
export default function NewsletterPopup({ onClose, onSubscribed }: { onClose: () => void; onSubscribed: () => void }) {
  const id = useId();
  const form = useT().forms.newsletter;
  const text = useContent(newsletterPopupStrings);
  const [show, setShow] = useState(true);
  const [email, setEmail] = useState('');
  const { subscribe, busy } = useNewsletterSignup();
  useEffect(() => {
    if (!show) {
      const t = setTimeout(onClose, 300);
      return () => clearTimeout(t);
    }
  }, [show, onClose]);

  return (
    <Modal
      show={show}
      onHide={() => setShow(false)}
      centered
      aria-labelledby={`${id}-title`}
      className="newsletter-modal"
    >
      <Modal.Header closeButton closeLabel={text.close}>
        <Modal.Title as="h2" id={`${id}-title`}>
          {text.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{text.body}</p>
        <form
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if ((await subscribe(email)) === 'subscribed') {
              onSubscribed();
              setShow(false);
            }
          }}
        >
          <label htmlFor={`${id}-email`} className="form-label">
            {text.emailLabel}
          </label>
          <div className="input-group">
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              className="form-control"
              placeholder={form.placeholder}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="btn btn-brand" disabled={busy}>
              {form.subscribe}
            </button>
          </div>
        </form>
      </Modal.Body>
    </Modal>
  );
}
