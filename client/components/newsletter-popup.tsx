import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import { useT } from '../i18n';

/**
 * The newsletter dialog (spec 4), loaded only when it is about to show:
 * a modal that traps focus, closes with Escape or its close button.
 * In the page's language.
 */
export default function NewsletterPopup({ onClose, onSubscribed }: { onClose: () => void; onSubscribed: () => void }) {
  const id = useId();
  const text = useT().forms.newsletter;
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
    <Modal show={show} onHide={() => setShow(false)} centered aria-labelledby={`${id}-title`} className="newsletter-modal">
      <Modal.Header closeButton closeLabel={text.popupClose}>
        <Modal.Title as="h2" id={`${id}-title`}>
          {text.popupTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{text.popupBody}</p>
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
            {text.popupEmailLabel}
          </label>
          <div className="input-group">
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              className="form-control"
              placeholder={text.placeholder}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="btn btn-brand" disabled={busy}>
              {text.subscribe}
            </button>
          </div>
        </form>
      </Modal.Body>
    </Modal>
  );
}
