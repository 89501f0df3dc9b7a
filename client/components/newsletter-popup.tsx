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
 * suspends until they arrive), the form's come from the dictionary. A
 * sign-up leaves it open with the lasting lines in place of the form (beside
 * the spec's toast): what happened, and that the inbox holds the link to
 * confirm; the visitor closes it.
 */
export default function NewsletterPopup({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { forms, messages: all } = useT();
  const form = forms.newsletter;
  const messages = all.newsletter;
  const text = useContent(newsletterPopupStrings);
  const [show, setShow] = useState(true);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  // What the post found wrong, beside the field until the address changes (the toast fades).
  const [refused, setRefused] = useState<{ message: string; field: boolean } | undefined>();
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
        {done ? (
          <p className="newsletter-popup-ok mb-0" role="status">
            {messages.success} {messages.checkInbox}
          </p>
        ) : (
          <>
            <p>{text.body}</p>
            <form
              noValidate
              onSubmit={async (e) => {
                e.preventDefault();
                const result = await subscribe(email);
                setRefused(
                  result.outcome === 'subscribed'
                    ? undefined
                    : { message: result.message, field: result.outcome === 'invalid' },
                );
                if (result.outcome === 'subscribed') setDone(true);
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
                  className={`form-control${refused?.field ? ' is-invalid' : ''}`}
                  placeholder={form.placeholder}
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setRefused(undefined);
                  }}
                  aria-invalid={refused?.field ? true : undefined}
                  aria-describedby={refused ? `${id}-error` : undefined}
                />
                <button type="submit" className="btn btn-brand" disabled={busy}>
                  {form.subscribe}
                </button>
              </div>
              {refused ? (
                <p id={`${id}-error`} className="newsletter-error mt-2 mb-0" role="alert">
                  {refused.message}
                </p>
              ) : null}
            </form>
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
