import type { Generated } from 'kysely';
import type { Flag } from './columns.js';

// Messages and articles.

export type MessageTable = {
  id: Generated<number>;
  category: number;
  title: string;
  info: string;
  needread: Flag;
  sender_id: number | null;
  created_at: number;
  // A pushed message: its AudienceRecord as JSON; '' for others.
  audience: Generated<string>;
  recipient_count: Generated<number>;
  // A system message: its SystemNoticeKind and parameters (JSON), worded when read; '' for others.
  kind: Generated<string>;
  params: Generated<string>;
};

export type ArticleTable = {
  id: Generated<number>;
  type: string;
  title: string;
  cover: string;
  body: string;
  pinned: Flag;
  published: Flag;
  published_at: number | null;
  read_count: Generated<number>;
  author_id: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
};
export type ArticleReadTable = { article_id: number; staff_id: number; read_at: number };

// One row per recipient; the category is copied so a person's lists filter without a join.
export type MessageRecipientTable = { staff_id: number; message_id: number; category: number; read_at: number | null };
