import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
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
