// The store's index in memory: address -> id, each id's status, and the
// pending entries per client, so a sign-up is answered without reading the
// folder. It also says which pending entry goes when a bound is reached:
// past the client's bound its own oldest entry, past the total the oldest
// entry of the client holding most, so a flood from a few networks pushes
// out its own entries, not other visitors'.
import { pendingExpiresAt, type Subscriber } from './subscriber';

/**
 * Pending entries at most, all clients together: about 300 bytes on disk
 * and 250 in memory each, so 20,000 cost 6 MB and 5 MB. A month of sign-ups
 * for this site is in the hundreds; this bound is for floods.
 */
export const MAX_PENDING = 20_000;
/**
 * Pending entries one client (an IPv6 /64, an IPv4 address) may hold. A
 * carrier's shared IPv4 address carries many people, yet few sign up to a
 * newsletter within a week; past this the client's own oldest entry goes.
 */
export const MAX_PENDING_PER_CLIENT = 50;

interface Entry {
  email: string;
  status: Subscriber['status'];
  /** Pending only: when its link expires, and its client. */
  expiresAt?: number;
  client?: string;
}

/** Which pending entry makes room, and which bound asked for it. */
export interface Eviction {
  sid: string;
  bound: 'client' | 'total';
}

export class SubscriberIndex {
  private readonly bySid = new Map<string, Entry>();
  private readonly byEmail = new Map<string, string>();
  /** Per client, its pending ids oldest first (a Set keeps insertion order). */
  private readonly pendingByClient = new Map<string, Set<string>>();
  /** Clients by how many pending entries they hold, so the heaviest is found without a scan at the bound. */
  private readonly clientsByCount = new Map<number, Set<string>>();
  private maxCount = 0;
  private pending = 0;

  constructor(
    private readonly maxPending = MAX_PENDING,
    private readonly maxPerClient = MAX_PENDING_PER_CLIENT,
  ) {}

  /** Entries waiting for confirmation, all clients together. */
  get pendingCount(): number {
    return this.pending;
  }

  /** The id the address is kept under, if it is in the store. */
  sidOf(email: string): string | undefined {
    return this.byEmail.get(email);
  }

  /** Whether a record with this id or this address is indexed already. */
  holds(s: Pick<Subscriber, 'sid' | 'email'>): boolean {
    return this.bySid.has(s.sid) || this.byEmail.has(s.email);
  }

  /** The pending ids whose link expired by `now` (as indexed: the caller reads each again). */
  expiredPending(now: number): string[] {
    const out: string[] = [];
    for (const [sid, e] of this.bySid) if (e.status === 'pending' && e.expiresAt! <= now) out.push(sid);
    return out;
  }

  /** The next entry to delete so one more pending entry from `client` fits; undefined once it fits. */
  nextEviction(client: string): Eviction | undefined {
    const own = this.pendingByClient.get(client);
    if (own && own.size >= this.maxPerClient) return { sid: own.values().next().value!, bound: 'client' };
    if (this.pending >= this.maxPending && this.maxCount > 0) {
      const heaviest = this.clientsByCount.get(this.maxCount)!.values().next().value!;
      return { sid: this.pendingByClient.get(heaviest)!.values().next().value!, bound: 'total' };
    }
    return undefined;
  }

  add(s: Subscriber) {
    this.remove(s.sid);
    const entry: Entry = { email: s.email, status: s.status };
    if (s.status === 'pending') {
      entry.expiresAt = pendingExpiresAt(s);
      entry.client = s.client ?? '';
      const ids = this.pendingByClient.get(entry.client) ?? new Set<string>();
      ids.add(s.sid);
      this.pendingByClient.set(entry.client, ids);
      this.recount(entry.client, ids.size - 1, ids.size);
      this.pending += 1;
    }
    this.bySid.set(s.sid, entry);
    this.byEmail.set(s.email, s.sid);
  }

  remove(sid: string) {
    const e = this.bySid.get(sid);
    if (!e) return;
    this.bySid.delete(sid);
    if (this.byEmail.get(e.email) === sid) this.byEmail.delete(e.email);
    if (e.status === 'pending') {
      const ids = this.pendingByClient.get(e.client!)!;
      ids.delete(sid);
      if (ids.size === 0) this.pendingByClient.delete(e.client!);
      this.recount(e.client!, ids.size + 1, ids.size);
      this.pending -= 1;
    }
  }

  /** Move a client between the count buckets (counts change by one at a time). */
  private recount(client: string, from: number, to: number) {
    const old = this.clientsByCount.get(from);
    old?.delete(client);
    if (old?.size === 0) this.clientsByCount.delete(from);
    if (to > 0) {
      const bucket = this.clientsByCount.get(to) ?? new Set<string>();
      bucket.add(client);
      this.clientsByCount.set(to, bucket);
    }
    if (to > this.maxCount) this.maxCount = to;
    while (this.maxCount > 0 && !this.clientsByCount.has(this.maxCount)) this.maxCount -= 1;
  }
}
