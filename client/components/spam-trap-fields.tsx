import { useId } from 'react';
import { HONEYPOT_FIELD } from '../../shared/schemas/limits';
import { useT } from '../i18n';

/**
 * The honeypot every public form carries (conventions 5): a text input
 * people never see or reach (moved off-screen, not display:none, which some
 * bots skip). The other trap, the minimum fill time, needs no field: the
 * server checks its own signed cookie (server/forms/time-trap.ts).
 */
export function SpamTrapFields() {
  const id = useId();
  const t = useT();
  return (
    <div className="form-trap">
      <label htmlFor={id}>{t.forms.honeypot}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
