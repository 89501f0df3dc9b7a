/**
 * The query values a search form has navigated to itself and not yet seen
 * come back as the page's value. A live search can send a second navigation
 * before the first one lands (a slow phone, typing on after a pause), so
 * one remembered value is not enough: when the older one lands, it must be
 * known as the form's own too, or the form would take it for a change from
 * outside and put back the older text over what the visitor typed since.
 */
export function ownNavigations() {
  let pending: string[] = [];
  return {
    /** The form navigates to `value` (from `current`: no navigation lands if they are equal). */
    sent(value: string, current: string) {
      if (value !== current) pending.push(value);
    },
    /**
     * The page's value changed to `value`: true when it is one of the form's
     * own (it and any older ones are forgotten), false for a change from
     * outside (Back, a Clear link), which ends them all.
     */
    landed(value: string): boolean {
      const i = pending.indexOf(value);
      if (i === -1) {
        pending = [];
        return false;
      }
      pending = pending.slice(i + 1);
      return true;
    },
  };
}
