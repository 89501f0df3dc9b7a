// At most `max` uploads are parsed at once, whatever visitors send: past
// that the answer is 503 with Retry-After, before a byte is read, so memory
// and disk writes stay bounded (issue 9: 60 concurrent 5 MB CVs once took
// the process past 2 GB).
export function uploadGate(max: number) {
  let active = 0;
  return {
    /** Take a slot; false when all are busy. The returned release is idempotent. */
    enter(): (() => void) | undefined {
      if (active >= max) return undefined;
      active += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        active -= 1;
      };
    },
    get active() {
      return active;
    },
  };
}
