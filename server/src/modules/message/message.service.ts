import { SYSTEM_NOTICES, format, isSystemNoticeKind, type Lang, type MessageCategory, type MessageItem, type Text } from '@brokerage/contract';
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

// A recipient's row of a message (message_recipient as r joined to message as m).
export const COLUMNS = [
  'm.id as message_id', 'm.category as message_category', 'm.title as message_title', 'm.info as message_info',
  'm.needread as message_needread', 'm.created_at as message_date', 'r.read_at', 'm.kind', 'm.params',
] as const;

export type Row = {
  message_id: number; message_category: number; message_title: string; message_info: string;
  message_needread: number; message_date: number; read_at: number | null; kind: string; params: string;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

// A parameter of a system message: plain, or worded in each language (a status's label).
export type NoticeParam = string | number | Text;

// A system message's title and body in `lang`, from its kind and parameters (HTML-escaped into the body).
export function systemNoticeText(kind: string, params: Record<string, NoticeParam>, lang: Lang): { title: string; info: string } | null {
  if (!isSystemNoticeKind(kind)) return null;
  const notice = SYSTEM_NOTICES[kind];
  const worded = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? value[lang] : value]));
  return { title: format(notice.title[lang], worded).trim(), info: `<p>${escapeHtml(format(notice.info[lang], worded).trim())}</p>` };
}

export function toItem({ read_at, kind, params, ...row }: Row, lang: Lang): MessageItem {
  const worded = kind ? systemNoticeText(kind, JSON.parse(params || '{}') as Record<string, NoticeParam>, lang) : null;
  return {
    ...row,
    ...(worded ? { message_title: worded.title, message_info: worded.info } : {}),
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
  return { list: rows.map((row) => toItem(row, ctx.lang)), page: { page: input.page, limit: input.limit, total: Number(count.total) } };
}

export async function info(ctx: Ctx, input: { message_id: number }): Promise<MessageItem> {
  const row = await mine(ctx).select(COLUMNS).where('m.id', '=', input.message_id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return toItem(row, ctx.lang);
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
