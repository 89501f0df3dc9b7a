/**
 * Why a send with JavaScript did not go through (offline, the server, our
 * time limit), beside the button that sent it: the visitor who pressed it
 * is looking there, not at the top of a long form. An alert, so a screen
 * reader hears it as it appears; the toast may repeat it, never replace it.
 */
export function SendNotice({ text }: { text?: string }) {
  return text ? (
    <div className="alert alert-danger form-notice send-notice mt-3" role="alert">
      {text}
    </div>
  ) : null;
}
