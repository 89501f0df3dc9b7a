import { FormField } from './form-field';
import type { FieldErrors } from '../hooks/use-schema-form';

type Person = 'name' | 'email' | 'phone';

/**
 * Who is writing: full name, email and phone, as the contact and application
 * forms both ask (the application needs the phone, the contact form not).
 */
export function PersonFields({
  labels,
  values,
  errors,
  update,
  phoneRequired = false,
}: {
  labels: Record<Person, string>;
  values: Record<Person, string>;
  errors: FieldErrors;
  update: (field: Person, value: string) => void;
  phoneRequired?: boolean;
}) {
  return (
    <>
      <FormField name="name" label={labels.name} required error={errors.name} className="col-md-6">
        {(p) => (
          <input
            {...p}
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(e) => update('name', e.target.value)}
          />
        )}
      </FormField>
      <FormField name="email" label={labels.email} required error={errors.email} className="col-md-6">
        {(p) => (
          <input
            {...p}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
          />
        )}
      </FormField>
      <FormField name="phone" label={labels.phone} required={phoneRequired} error={errors.phone} className="col-md-6">
        {(p) => (
          <input
            {...p}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => update('phone', e.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
