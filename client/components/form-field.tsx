import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormT } from '../hooks/use-form-t';

/** What a field hands its control, so label, hint and error stay wired together. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  name: string;
  label: string;
  required?: boolean;
  /** The first message is shown; the server may send several. */
  error?: readonly string[] | string;
  hint?: ReactNode;
  /** Bootstrap's base class of the control: form-control or form-select. */
  controlClass?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form field with Bootstrap's inline error (is-invalid +
 * invalid-feedback) and the ARIA that ties them to the control. Required
 * fields show '*' to the eye and '(required)' (in the page's language) to
 * screen readers.
 */
export function FormField({
  name,
  label,
  required = false,
  error,
  hint,
  controlClass = 'form-control',
  className,
  children,
}: Props) {
  const t = useFormT();
  const id = `${useId()}${name}`;
  const message = typeof error === 'string' ? error : error?.[0];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label className="form-label" htmlFor={id}>
        {label}
        {required ? (
          <>
            {' '}
            <span className="required-mark" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden">{` ${t.forms.requiredMark}`}</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        name,
        required,
        className: `${controlClass}${message ? ' is-invalid' : ''}`,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <div id={hintId} className="form-text text-muted-strong">
          {hint}
        </div>
      ) : null}
      {message ? (
        <div id={errorId} className="invalid-feedback d-block">
          {message}
        </div>
      ) : null}
    </div>
  );
}

/** A field bound to the form's value for it (useSchemaForm's bind): what the visitor types goes to onValue. */
export type BoundField = Omit<Props, 'children' | 'controlClass'> & { value: string; onValue: (value: string) => void };

/** What the control itself may add: the field sets its name, id, class, ARIA, value and handler. */
type OwnAttributes<A> = Omit<A, keyof ControlProps | 'value' | 'onChange' | 'children'>;

/**
 * A field whose control holds the visitor's text: a one-line <input> (text,
 * email, tel, url), or a <textarea> when given its rows.
 */
export function TextField({
  name,
  label,
  required,
  error,
  hint,
  className,
  value,
  onValue,
  rows,
  ...input
}: BoundField & OwnAttributes<InputHTMLAttributes<HTMLInputElement>> & { rows?: number }) {
  const bound = {
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(e.target.value),
  };
  return (
    <FormField name={name} label={label} required={required} error={error} hint={hint} className={className}>
      {(p) => (rows ? <textarea {...p} rows={rows} {...bound} /> : <input {...p} {...input} {...bound} />)}
    </FormField>
  );
}
