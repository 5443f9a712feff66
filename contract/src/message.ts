import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { Flag, Id, PageQuery } from './validators.js';

// Spec §3: 1 system, 2 notice, 3 announcement. An announcement without a title displays as '公告消息'.
export const MESSAGE_CATEGORIES = [1, 2, 3] as const;
export const MessageCategory = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type MessageCategory = z.infer<typeof MessageCategory>;
export const MESSAGE_PAGE_SIZE = 10;

export const Announcement = z.object({
  message_id: z.number().int(),
  message_title: z.string(),
  // Sanitised HTML.
  message_info: z.string(),
  // 1: the reader must tick "read" before confirming.
  message_needread: Flag,
  message_date: z.number().int(),
});

export const MessageItem = z.object({
  message_id: z.number().int(),
  message_category: MessageCategory,
  message_title: z.string(),
  message_info: z.string(),
  message_needread: Flag,
  message_date: z.number().int(),
  is_read: Flag,
});
export type MessageItem = z.infer<typeof MessageItem>;

export const messageAlert = endpoint({
  method: 'GET', path: 'message/alert', access: 'signed-in', tag: 'message',
  summary: 'The bell and the login flow: how many messages are unread, and the unread announcements to show one by one (oldest first).',
  input: z.strictObject({}),
  data: z.object({ unread: z.number().int(), announcements: z.array(Announcement) }),
});

export const messageList = endpoint({
  method: 'GET', path: 'messages', access: 'signed-in', tag: 'message',
  summary: 'The caller\'s messages, newest first, optionally by category and read state; 10 per page by default.',
  input: z.strictObject({
    page: PageQuery.page,
    limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
    category: z.coerce.number().pipe(MessageCategory).optional(),
    read: z.coerce.number().pipe(Flag).optional(),
  }),
  data: pagedOf(MessageItem),
});

export const messageInfo = endpoint({
  method: 'GET', path: 'message/info', access: 'signed-in', tag: 'message',
  summary: 'One of the caller\'s messages.',
  input: z.strictObject({ message_id: Id }),
  data: MessageItem,
});

export const messageRead = endpoint({
  method: 'POST', path: 'message/read', access: 'signed-in', tag: 'message',
  summary: 'Marks the caller\'s messages read (read 1) or unread (read 0); ids that are not the caller\'s are ignored.',
  input: z.strictObject({ message_id: z.array(Id).min(1).max(500), read: Flag.default(1) }),
  data: z.object({ updated: z.number().int(), unread: z.number().int() }),
});

// ---- push messages (/sendNews/send): written by a person to chosen people, stores, departments (with their
// sub-departments), roles or everyone, within the pusher's data scope. Recipients are fixed when it is sent.

export const MESSAGE_TITLE_MAX = 200;
// Characters of HTML a pushed message may hold (after sanitising it is never longer).
export const MESSAGE_INFO_MAX = 20_000;

const Ids = (max: number) => z.array(Id).max(max).default([]);

// Who receives a pushed message: everyone, or the union of the people, stores, departments and roles named.
export const MessageAudience = z.strictObject({
  to_all: Flag.default(0),
  to_staff: Ids(2000),
  to_stores: Ids(500),
  // A department reaches its sub-departments too.
  to_departments: Ids(500),
  to_roles: Ids(100),
});
export type MessageAudience = z.infer<typeof MessageAudience>;

// The audience as it was when sent, with the names it had then (the history shows them after renames).
export const AudienceRecord = z.object({
  to_all: Flag,
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AudienceRecord = z.infer<typeof AudienceRecord>;

export const MESSAGE_RULE_TEXTS = {
  noAudience: text('choose who receives the message', '请选择接收人', 'elija quién recibe el mensaje', '受信者を選択してください'),
  nobody: text('the chosen audience has nobody in it', '所选范围内没有接收人', 'el público elegido no incluye a nadie', '選択した範囲に受信者がいません'),
  outOfScope: text('{what} is outside your data scope', '{what}不在您的数据范围内', '{what} está fuera de su ámbito de datos', '{what}はデータ範囲外です'),
  unknown: text('{what} does not exist', '{what}不存在', '{what} no existe', '{what}は存在しません'),
  titleRequired: text('a title is required', '请填写标题', 'el título es obligatorio', 'タイトルを入力してください'),
  infoRequired: text('the content is required', '请填写内容', 'el contenido es obligatorio', '内容を入力してください'),
  needreadAnnouncement: text('only an announcement can require reading', '只有公告可以设置必读', 'solo un aviso puede exigir lectura', '既読必須にできるのはお知らせだけです'),
} as const satisfies Record<string, Text>;
export type MessageRule = keyof typeof MESSAGE_RULE_TEXTS;

export function messageRuleText(rule: MessageRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(MESSAGE_RULE_TEXTS[rule][lang], params);
}

export const messageSave = endpoint({
  method: 'POST', path: 'message/save', access: 'message:push', tag: 'message',
  summary: 'Pushes a message (category 1 system, 2 notice, 3 announcement) to the audience, within the pusher\'s data scope; an announcement may require ticking "read" (message_needread 1). The HTML is sanitised. Answers the message and how many people received it; every open page of theirs learns of it at once (GET message/live).',
  input: MessageAudience.extend({
    message_category: MessageCategory,
    message_title: z.string().trim().max(MESSAGE_TITLE_MAX).default(''),
    message_info: z.string().max(MESSAGE_INFO_MAX),
    message_needread: Flag.default(0),
  }),
  data: z.object({ message_id: z.number().int(), recipients: z.number().int() }),
});

export const messageAudience = endpoint({
  method: 'POST', path: 'message/audience', access: 'message:push', tag: 'message', audit: false,
  beyondSpec: 'The push composer shows how many people an audience reaches while it is being chosen; counting writes nothing, so it is not a dry run of message/save (which is logged).',
  summary: 'How many people an audience reaches (within the caller\'s data scope), without sending anything.',
  input: MessageAudience,
  data: z.object({ recipients: z.number().int() }),
});

export const SentMessage = MessageItem.omit({ is_read: true }).extend({
  sender_id: z.number().int().nullable(),
  sender_name: z.string(),
  audience: AudienceRecord,
  recipients: z.number().int(),
  // Recipients who have read it.
  read: z.number().int(),
});
export type SentMessage = z.infer<typeof SentMessage>;

export const messageSent = endpoint({
  method: 'GET', path: 'message/sent', access: 'message:push', tag: 'message',
  beyondSpec: 'The push screen shows the history of pushed messages with how many of their recipients have read them; the spec\'s list (messages) is the caller\'s own inbox.',
  summary: 'Pushed messages, newest first, whose sender is within the caller\'s data scope, with recipient and read counts.',
  input: z.strictObject({
    page: PageQuery.page,
    limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
    category: z.coerce.number().pipe(MessageCategory).optional(),
  }),
  data: pagedOf(SentMessage),
});

// ---- live delivery: a Server-Sent Events stream of the caller's new messages.

// Event names on the stream: `ready` once it is open (data: the newest message id the caller had then), `message`
// for each new message (id: the message id, data: a MessageItem as JSON).
export const LIVE_EVENTS = { ready: 'ready', message: 'message' } as const;
// The server writes a comment this often so proxies keep the stream open and a dead one is noticed.
export const LIVE_HEARTBEAT_SECONDS = 25;
// New messages a reconnecting page is sent at most (after that it reloads its lists anyway).
export const LIVE_CATCH_UP_MAX = 50;
export const LiveReady = z.object({ last_id: z.number().int() });

export const messageLive = endpoint({
  method: 'GET', path: 'message/live', access: 'signed-in', tag: 'message', stream: true,
  beyondSpec: 'Live delivery of new messages to open pages (the bell, the drawer, the announcement dialog) without reloading; the old product polled.',
  summary: 'A text/event-stream of the caller\'s new messages, authenticated by the session token in the Authorization header (read it with fetch). `after`: the last message id the page saw; the messages since then are sent first (at most 50). Ends when the session ends.',
  input: z.strictObject({ after: z.coerce.number().int().min(0).max(2_147_483_647).optional() }),
  data: z.custom<AsyncIterable<unknown>>(),
});

// ---- messages the system writes (category 1): one kind per event, worded in the reader's language when read.
export const SYSTEM_NOTICES = {
  approvalStep: {
    title: text('Approval waiting for you: {item}', '待您审批：{item}', 'Aprobación pendiente: {item}', '承認待ち：{item}'),
    info: text('{applicant} asks for approval of "{item}" ({subject}).', '{applicant}提交的“{item}”申请（{subject}）等待您审批。', '{applicant} solicita la aprobación de «{item}» ({subject}).', '{applicant}さんの「{item}」申請（{subject}）があなたの承認を待っています。'),
  },
  approvalResult: {
    title: text('{item}: {result}', '审批{result}：{item}', '{item}: {result}', '{item}：{result}'),
    info: text('Your request "{item}" ({subject}): {result}. {reason}', '您提交的“{item}”申请（{subject}）{result}。{reason}', 'Su solicitud «{item}» ({subject}): {result}. {reason}', 'あなたの「{item}」申請（{subject}）：{result}。{reason}'),
  },
  keyOverdue: {
    title: text('Key overdue', '钥匙逾期未还', 'Llave sin devolver', '鍵の返却期限切れ'),
    info: text('The key of {house} was due back on {due}.', '{house}的钥匙应于{due}归还。', 'La llave de {house} debía devolverse el {due}.', '{house}の鍵は{due}に返却予定でした。'),
  },
  dealStep: {
    title: text('Deal step', '交易进度', 'Paso de la operación', '取引の進捗'),
    info: text('Deal {deal}: {step}.', '交易{deal}：{step}。', 'Operación {deal}: {step}.', '取引{deal}：{step}。'),
  },
  poolRelease: {
    title: text('House released to the public pool', '房源转入公盘', 'Inmueble pasado a la cartera común', '物件が共有物件になりました'),
    info: text('{house} had no follow-up for {days} days and went to the public pool.', '{house}已{days}天无有效跟进，转入公盘。', '{house} llevaba {days} días sin seguimiento y pasó a la cartera común.', '{house}は{days}日間フォローがなく、共有物件になりました。'),
  },
  poolReleaseWarning: {
    title: text('House about to go to the public pool', '房源即将转入公盘', 'Inmueble a punto de pasar a la cartera común', '物件がまもなく共有物件になります'),
    info: text('{house} goes to the public pool on {date} unless it is followed up.', '{house}如无有效跟进，将于{date}转入公盘。', '{house} pasará a la cartera común el {date} si no se hace un seguimiento.', '{house}はフォローがなければ{date}に共有物件になります。'),
  },
  customerReleaseWarning: {
    title: text('Private customers about to go to the public pool', '私客即将转为公客', 'Clientes privados a punto de pasar a la cartera común', '個人顧客がまもなく共有顧客になります'),
    info: text('{count} of your customers ({customers}) have had no valid follow-up or viewing for a long time and go to the public pool within {days} days unless followed up.',
      '您的{count}位客户（{customers}）已较长时间没有有效跟进或带看，将在{days}天内转为公客，请及时跟进。',
      '{count} de sus clientes ({customers}) llevan tiempo sin seguimiento válido ni visita y pasarán a la cartera común en {days} días si no se les hace un seguimiento.',
      'あなたの顧客{count}名（{customers}）は長期間有効なフォローや内見がなく、フォローしなければ{days}日以内に共有顧客になります。'),
  },
  reportConfirmed: {
    title: text('Report confirmed', '报备已确认', 'Reporte confirmado', '報告が確認されました'),
    info: text('Your report of {customer} to {project} was confirmed.', '您报备至{project}的客户{customer}已确认。', 'Su reporte de {customer} a {project} fue confirmado.', '{project}への{customer}の報告が確認されました。'),
  },
  viewingBooked: {
    title: text('Viewing booked for you', '新的带看预约', 'Visita reservada para usted', '内見予約が入りました'),
    info: text('{customer} is booked to view {house} at {time}.', '{customer}预约于{time}看{house}。', '{customer} tiene una visita a {house} el {time}.', '{customer}が{time}に{house}の内見を予約しました。'),
  },
} as const satisfies Record<string, { title: Text; info: Text }>;
export type SystemNoticeKind = keyof typeof SYSTEM_NOTICES;

export function isSystemNoticeKind(value: string): value is SystemNoticeKind {
  return Object.hasOwn(SYSTEM_NOTICES, value);
}
