import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';

// Approvals with the house their subject names (of a house, a key or an entrust book; none for other records) as `sh`
// and its door as `sd`, for the 加密 rule on the subject.
export function withSubjectHouse(db: Db) {
  return db.selectFrom('approval as a')
    .leftJoin('house_key as hk', (j) => j.onRef('hk.id', '=', 'a.record_id').on('a.record_kind', '=', 'house_key'))
    .leftJoin('entrust_book as eb', (j) => j.onRef('eb.id', '=', 'a.record_id').on('a.record_kind', '=', 'entrust_book'))
    .leftJoin('house as sh', (j) => j.on(sql<boolean>`sh.id = case when a.record_kind = 'house' then a.record_id else coalesce(hk.house_id, eb.house_id) end`))
    .leftJoin('door as sd', 'sd.id', 'sh.door_id');
}
