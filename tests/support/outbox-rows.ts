// What the outbox holds in the store, as tests read it: the messages of a
// state with their records, and an attachment's exact bytes.
import type { Outbox } from '../../server/outbox/outbox';
import type { MessageState } from '../../server/store/messages';
import type { MailRecord } from '../../server/outbox/mail-record';

/** The messages in `state`, oldest first, each with its record and its row. */
export async function stored(outbox: Outbox, state: MessageState) {
  const rows = await outbox.messages.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('state', '=', state)
    .orderBy('created_at')
    .orderBy('seq')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    /** The record, read when asked (a broken one throws only then). */
    get mail() {
      return JSON.parse(row.record) as MailRecord;
    },
  }));
}

/** The bytes of a message's first attachment (its CV), or undefined. */
export async function cvOf(outbox: Outbox, id: string): Promise<Buffer | undefined> {
  const [first] = await outbox.messages.attachments(id);
  return first && Buffer.from(first.content);
}
