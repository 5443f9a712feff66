import type { MessageCategory, MessageItem } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';

const ANNOUNCEMENT: MessageCategory = 3;

function mine(ctx: Ctx) {
  return ctx.db
    .selectFrom('message_recipient as r')
    .innerJoin('message as m', 'm.id', 'r.message_id')
    .where('r.staff_id', '=', ctx.caller.staffId);
}

const COLUMNS = [
  'm.id as message_id', 'm.category as message_category', 'm.title as message_title', 'm.info as message_info',
  'm.needread as message_needread', 'm.created_at as message_date', 'r.read_at',
] as const;

type Row = {
  message_id: number; message_category: number; message_title: string; message_info: string;
  message_needread: number; message_date: number; read_at: number | null;
};

function toItem({ read_at, ...row }: Row): MessageItem {
  return {
    ...row,
    message_category: row.message_category as MessageCategory,
    message_needread: row.message_needread ? 1 : 0,
    is_read: read_at === null ? 0 : 1,
  };
}

async function unreadCount(db: Db, staffId: number): Promise<number> {
  const row = await db.selectFrom('message_recipient').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function alert(ctx: Ctx) {
  const [unread, announcements] = await Promise.all([
    unreadCount(ctx.db, ctx.caller.staffId),
    mine(ctx).where('r.category', '=', ANNOUNCEMENT).where('r.read_at', 'is', null)
      .select(COLUMNS).orderBy('m.id').limit(20).execute(),
  ]);
  return {
    unread,
    announcements: announcements.map(({ message_id, message_title, message_info, message_needread, message_date }) => ({
      message_id, message_title, message_info, message_date, message_needread: message_needread ? 1 as const : 0 as const,
    })),
  };
}

export async function list(
  ctx: Ctx,
  input: { page: number; limit: number; category?: MessageCategory | undefined; read?: 0 | 1 | undefined },
) {
  let query = mine(ctx);
  if (input.category !== undefined) query = query.where('r.category', '=', input.category);
  if (input.read !== undefined) query = query.where('r.read_at', input.read ? 'is not' : 'is', null);
  const [rows, count] = await Promise.all([
    // Newest first by the message's date (a notice may be dated before messages written earlier, like the demo's).
    query.select(COLUMNS).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toItem), page: { page: input.page, limit: input.limit, total: Number(count.total) } };
}

export async function info(ctx: Ctx, input: { message_id: number }): Promise<MessageItem> {
  const row = await mine(ctx).select(COLUMNS).where('m.id', '=', input.message_id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toItem(row);
}

export async function markRead(ctx: Ctx, input: { message_id: number[]; read: 0 | 1 }) {
  const ids = [...new Set(input.message_id)];
  const result = await ctx.db.updateTable('message_recipient')
    .set({ read_at: input.read ? ctx.now : null })
    .where('staff_id', '=', ctx.caller.staffId)
    .where('message_id', 'in', ids)
    .where('read_at', input.read ? 'is' : 'is not', null)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows), unread: await unreadCount(ctx.db, ctx.caller.staffId) };
}

// Sends one message to the given people (used by the demo seed now, by push messages later).
export async function sendMessage(
  db: Db,
  message: { category: MessageCategory; title: string; info: string; needread: 0 | 1; senderId: number | null; now: number },
  staffIds: number[],
): Promise<number> {
  const { id } = await db.insertInto('message').values({
    category: message.category, title: message.title, info: message.info, needread: message.needread,
    sender_id: message.senderId, created_at: message.now,
  }).returning('id').executeTakeFirstOrThrow();
  const CHUNK = 500;
  for (let i = 0; i < staffIds.length; i += CHUNK) {
    await db.insertInto('message_recipient')
      .values(staffIds.slice(i, i + CHUNK).map((staff_id) => ({ staff_id, message_id: id, category: message.category, read_at: null })))
      .execute();
  }
  return id;
}

const SYSTEM: MessageCategory = 1;

// A system message (category 1) from no sender, in the caller's transaction: how other modules tell people about
// something that concerns them (an approval waiting for them, their request's outcome). `info` is HTML: escape what
// people typed with escapeHtml.
export async function sendSystemMessage(db: Db, staffIds: number[], message: { title: string; info: string; now: number }): Promise<void> {
  const recipients = [...new Set(staffIds)];
  if (!recipients.length) return;
  await sendMessage(db, { category: SYSTEM, title: message.title, info: message.info, needread: 0, senderId: null, now: message.now }, recipients);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
