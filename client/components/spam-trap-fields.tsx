import { useCallback, useEffect, useId, useState } from 'react';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '../../shared/schemas/limits';

/**
 * When the form was shown, in ms since the epoch, for the server's time
 * trap. Empty in the server render (and so for a browser without
 * JavaScript, which the server then does not time); set after hydration,
 * so server and client render the same markup. `restart` starts a new
 * timing after a form was sent and cleared.
 */
export function useStartedAt(): [string, () => void] {
  const [startedAt, setStartedAt] = useState('');
  const restart = useCallback(() => setStartedAt(String(Date.now())), []);
  useEffect(restart, [restart]);
  return [startedAt, restart];
}

/**
 * The two anti-spam fields every public form carries (conventions 5): a
 * honeypot text input that people never see or reach (moved off-screen,
 * not display:none, which some bots skip), and the render time.
 */
export function SpamTrapFields({ startedAt }: { startedAt: string }) {
  const id = useId();
  return (
    <>
      <div className="form-trap">
        <label htmlFor={id}>Leave this field empty</label>
        <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
    </>
  );
}
