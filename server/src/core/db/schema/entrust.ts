import type { Generated } from 'kysely';

// House entrust books (migration 100) and their scans. Price in fen, dates 'YYYY-MM-DD' company days.
export type EntrustBookTable = {
  id: Generated<number>;
  house_id: number;
  kind: string;
  type: string;
  start_date: string;
  end_date: string | null;
  owner_name: string;
  price: number;
  commission: string;
  remark: string;
  status: string;
  approval_id: number | null;
  reject_reason: string;
  agent_id: number;
  store_id: number | null;
  effective_at: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};

export type EntrustFileTable = {
  id: Generated<number>;
  book_id: number | null;
  staff_id: number;
  url: string;
  thumb_url: string;
  kind: string;
  size: number;
  width: number;
  height: number;
  original_name: string;
  sort: Generated<number>;
  created_at: number;
};
