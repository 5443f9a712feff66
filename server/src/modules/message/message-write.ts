import type { AudienceRecord, MessageCategory, SystemNoticeKind } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { announceMessage } from '../../core/live.js';
import { systemNoticeText, type NoticeParam } from './message.service.js';

// Writing messages: one row, one recipient row per person, and the signal that tells the open pages of those people
// (core/live.ts). Every message goes through sendMessage: pushed ones (message/save), the system's (notify) and the
// demo's.

const RECIPIENT_CHUNK = 500;

export type NewMessage = {
  category: MessageCategory;
  title: string;
  // Sanitised HTML.
  info: string;
  needread: 0 | 1;
  senderId: number | null;
  now: number;
  audience?: AudienceRecord;
  kind?: SystemNoticeKind;
  params?: Record<string, NoticeParam>;
};

// Run it inside the caller's transaction when the message belongs to a change: it is then sent only if that commits.
export async function sendMessage(db: Db, message: NewMessage, staffIds: number[]): Promise<number> {
  const recipients = [...new Set(staffIds)];
  const { id } = await db.insertInto('message').values({
    category: message.category, title: message.title, info: message.info, needread: message.needread,
    sender_id: message.senderId, created_at: message.now, recipient_count: recipients.length,
    audience: message.audience ? JSON.stringify(message.audience) : '',
    kind: message.kind ?? '', params: message.params ? JSON.stringify(message.params) : '',
  }).returning('id').executeTakeFirstOrThrow();
  for (let i = 0; i < recipients.length; i += RECIPIENT_CHUNK) {
    await db.insertInto('message_recipient')
      .values(recipients.slice(i, i + RECIPIENT_CHUNK).map((staff_id) => ({ staff_id, message_id: id, category: message.category, read_at: null })))
      .execute();
  }
  await announceMessage(db, id);
  return id;
}

export type SystemNotice = {
  kind: SystemNoticeKind;
  // The people it concerns; nobody, no message.
  to: readonly number[];
  // Filled into the kind's texts (SYSTEM_NOTICES in contract/src/message.ts).
  params: Record<string, NoticeParam>;
  now: number;
};

// The one way modules tell people of something the system did (an approval step or result, an overdue key, a deal
// step, a house released to the pool, a report confirmed, a viewing booked): a category 1 message, worded in each
// reader's language when read (its Chinese wording is stored too). Call it in the transaction of the change.
export async function notify(db: Db, notice: SystemNotice): Promise<number | null> {
  const to = [...new Set(notice.to)];
  if (!to.length) return null;
  const stored = systemNoticeText(notice.kind, notice.params, 'zh');
  if (!stored) throw new Error(`unknown system notice ${notice.kind}`);
  return sendMessage(db, {
    category: 1, title: stored.title, info: stored.info, needread: 0, senderId: null, now: notice.now,
    kind: notice.kind, params: notice.params,
  }, to);
}
