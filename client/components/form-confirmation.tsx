import { forwardRef } from 'react';
import { Icon } from './icon';
import { useFormT } from '../hooks/use-form-t';

/** A reference as the server issues it (MSG-…, APP-…); anything else in an address is not echoed. */
const REFERENCE = /^[A-Za-z0-9-]{1,32}$/;

interface Props {
  /** The anchor a browser without JavaScript lands on. */
  id: string;
  title: string;
  description: string;
  reference?: string | null;
  /** The heading's level where the confirmation stands. */
  level?: 2 | 3;
}

/**
 * The confirmation that stays on the page once a message or an application
 * is sent, with and without JavaScript, beside the toast that fades: what
 * happened, and the reference to quote. A status region, so it is read out;
 * its heading takes the focus when it appears after a send with JavaScript
 * (the ref), and a browser without JavaScript lands on it by its anchor.
 */
export const FormConfirmation = forwardRef<HTMLHeadingElement, Props>(function FormConfirmation(
  { id, title, description, reference, level = 3 },
  ref,
) {
  const t = useFormT();
  const Heading = level === 2 ? 'h2' : 'h3';
  const shown = reference && REFERENCE.test(reference) ? reference : undefined;
  return (
    <div id={id} className="alert alert-success form-confirmation" role="status">
      <Heading ref={ref} tabIndex={-1} className="h5 d-flex gap-2 align-items-center mb-2">
        <Icon name="check" size={20} />
        {title}
      </Heading>
      <p className="mb-0">{description}</p>
      {shown ? (
        <p className="mb-0 mt-2">
          {t.messages.application.referenceLabel}
          {t.forms.colon}
          <strong className="form-reference">{shown}</strong>
          <span className="d-block small">{t.messages.forms.keepReference}</span>
        </p>
      ) : null}
    </div>
  );
});
