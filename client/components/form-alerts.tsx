/**
 * The notices at the top of a form, in the order a visitor needs them: why
 * the last post without JavaScript did not go through (the server's
 * sentence; a send with JavaScript says why beside its button, SendNotice),
 * then the request to correct the highlighted fields with any error that belongs
 * to no field. Each is an alert, so a screen reader hears it as it appears.
 */
export function FormAlerts({
  notice,
  fixErrors,
  details = [],
}: {
  notice?: string;
  /** The sentence asking for corrections, when fields are in error. */
  fixErrors?: string;
  details?: readonly string[];
}) {
  return (
    <>
      {notice ? (
        <div className="alert alert-danger form-notice" role="alert">
          {notice}
        </div>
      ) : null}
      {fixErrors ? (
        <div className="alert alert-danger py-2" role="alert">
          {fixErrors}
          {details.map((m) => (
            <span key={m} className="d-block">
              {m}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}
