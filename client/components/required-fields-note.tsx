import { useFormT } from '../hooks/use-form-t';

/** "Fields marked * are required.", the star read out in words. */
export function RequiredFieldsNote() {
  const { common } = useFormT();
  return (
    <p className="text-muted-strong">
      {common.requiredBefore}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{common.requiredHidden}</span>
      {common.requiredAfter}
    </p>
  );
}
