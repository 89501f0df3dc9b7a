import { TextField, type BoundField } from './form-field';

type Person = 'name' | 'email' | 'phone';

/** Each field's control, in form order. */
const PERSON_INPUTS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const satisfies readonly { name: Person; type: string; autoComplete: string }[];

/**
 * Who is writing: full name, email and phone, as the contact and application
 * forms both ask (the application needs the phone, the contact form not).
 */
export function PersonFields({
  field,
  phoneRequired = false,
}: {
  /** The form's wiring of a field, with its label. */
  field: (name: Person) => BoundField;
  phoneRequired?: boolean;
}) {
  return PERSON_INPUTS.map(({ name, type, autoComplete }) => (
    <TextField
      key={name}
      {...field(name)}
      required={name === 'phone' ? phoneRequired : true}
      className="col-md-6"
      type={type}
      autoComplete={autoComplete}
    />
  ));
}
