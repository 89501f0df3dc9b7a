// The pipeline's checks before a body is read, each its own function so the
// order in pipeline.ts reads as a list: another site's page, the type, and
// for an upload its admission (one per client, a slot, room on the disk).
import type { Request } from 'express';
import type { Outbox } from '../outbox/outbox';
import { clientKey } from '../http/rate-limit';
import type { Gate } from '../http/bounded-gate';
import type { Refusal } from './form-definition';

/** Posts from another site's page are refused: its Origin (when it names one) or Sec-Fetch-Site says so. */
export function crossSite(req: Request, siteOrigin: string): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  // Absent (curl, old browsers) or "null" (sent under Referrer-Policy: no-referrer): nothing to compare.
  if (!origin || origin === 'null') return false;
  return origin !== siteOrigin && origin !== `${req.protocol}://${req.get('host')}`;
}

/** Answered with a page, not a saved state: posts another site makes a visitor's browser send must not push out real visitors' saved values. */
export const CROSS_SITE_REFUSAL: Refusal = {
  status: 403,
  fieldErrors: {},
  error: (t) => t.messages.forms.crossSite,
  page: (t) => t.messages.forms.crossSiteHelp,
};

/** The content types a form reads: multipart for an upload, JSON or urlencoded otherwise. */
export const typesFor = (multipart: boolean) =>
  multipart ? ['multipart/form-data'] : ['application/json', 'application/x-www-form-urlencoded'];

export function wrongType(types: string[]): Refusal {
  return { status: 415, fieldErrors: {}, error: (t) => t.messages.forms.wrongType(types.join(t.forms.or)) };
}

/** The outbox's 503: its disk is below the reserve (retry later) or something else failed (retry soon). */
export function unavailable(retryAfterS: number): Refusal {
  return { status: 503, fieldErrors: {}, error: (t) => t.messages.forms.unavailable, retryAfterS };
}

/** A turn to upload, or why there is none; `leave` must be called once the post is answered. */
type Admission = { leave: () => void; refusal?: undefined } | { leave: () => void; refusal: Refusal };

/**
 * Uploads are let in one per client (clientKey: IPv6 by /64, so a single
 * address cannot hold several slots), a few at a time (the gate), and only
 * while the disk has room for one more.
 */
export function uploadAdmission(options: { gate: Gate; outbox: Outbox; paceWindowS: number }) {
  const uploading = new Set<string>();
  return async function admit(req: Request, form: string, maxBytes: number): Promise<Admission> {
    const client = clientKey(req.ip ?? 'unknown');
    if (uploading.has(client)) {
      req.log?.warn({ form }, 'a second upload at once from one client refused');
      return {
        leave: () => undefined,
        refusal: {
          status: 429,
          fieldErrors: {},
          error: (t) => t.messages.forms.uploadInProgress,
          retryAfterS: Math.ceil(options.paceWindowS) + 5,
        },
      };
    }
    uploading.add(client);
    const release = await options.gate.enter();
    const leave = () => {
      release?.();
      uploading.delete(client);
    };
    const full = release
      ? await options.outbox.ensureSpace(maxBytes).then(
          () => false,
          () => true,
        )
      : false;
    if (!release || full) {
      req.log?.warn({ form, busy: !release, full }, 'upload refused for now');
      return { leave, refusal: unavailable(release ? 300 : 10) };
    }
    return { leave };
  };
}
