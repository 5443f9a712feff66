import { sql } from 'kysely';
import { z } from 'zod';
import {
  ENTRUST_FIELD_LABELS, ENTRUST_STATE_LABELS, ENTRUST_TYPE_LABELS, ENTRUST_RULE_TEXTS, EntrustType, HouseKind, type Text,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { fenToYuan } from '../../core/money.js';
import { companyDate } from '../../core/clock.js';
import { defineApprovalItem, textWith } from '../approval/registry.js';
import { countEntrustEffective } from '../statistics/house-day.js';

// The approval of a submitted entrust book, entrust_book: approved, the book is effective; rejected, it is 已驳回 with
// the reason; withdrawn, it is a draft again. A book's version moves with every change of it.

const Payload = z.object({
  house_id: z.number().int(), kind: HouseKind, type: EntrustType, start_date: z.string(), end_date: z.string().nullable(),
  owner_name: z.string(), price: z.number().int(), maintainer_id: z.number().int(),
});
export type EntrustPayload = z.infer<typeof Payload>;

// Another exclusive book of the house that is pending or effective and not yet expired, other than `bookId`.
export async function exclusiveRival(db: Db, houseId: number, bookId: number, day: string) {
  return db.selectFrom('entrust_book').select(['id', 'status', 'end_date']).where('house_id', '=', houseId).where('type', '=', 'exclusive')
    .where('id', '!=', bookId).where('status', 'in', ['pending', 'effective']).where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
    .orderBy('id').executeTakeFirst();
}

// The book takes effect (the submission applied without approval, or approved), counted in the house statistics.
export async function writeEffective(db: Db, bookId: number, version: number, now: number): Promise<number> {
  const book = await db.updateTable('entrust_book').set({ status: 'effective', effective_at: now, reject_reason: '', version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', bookId).where('version', '=', version).where('status', '=', 'pending').returning('agent_id').executeTakeFirst();
  if (!book) throw new AppError('STALE');
  await countEntrustEffective(db, book.agent_id, now);
  return version + 1;
}

export const entrustBookItem = defineApprovalItem({
  code: 'entrust_book',
  payload: Payload,
  currentVersion: async (db, id) => {
    const row = await db.selectFrom('entrust_book').select('version').where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    return row ? row.version : null;
  },
  recheck: async (db, e): Promise<Text | null> => {
    if (e.payload.type !== 'exclusive') return null;
    const rival = await exclusiveRival(db, e.payload.house_id, e.recordId, companyDate(e.now));
    return rival ? textWith(ENTRUST_RULE_TEXTS.exclusiveTaken, { id: rival.id, state: ENTRUST_STATE_LABELS.effective.zh }) : null;
  },
  apply: async (db, e) => {
    await writeEffective(db, e.recordId, e.recordVersion, e.now);
  },
  reject: async (db, ending) => {
    const withdrawn = ending.status === 'withdrawn';
    await db.updateTable('entrust_book').set({
      status: withdrawn ? 'draft' : 'rejected', reject_reason: withdrawn ? '' : ending.reason.text.slice(0, 500), version: sql<number>`version + 1`,
      updated_at: ending.now,
    }).where('id', '=', ending.recordId).where('status', '=', 'pending').execute();
  },
  describe: (p, lang) => {
    const unit = p.kind === 'sale' ? ENTRUST_FIELD_LABELS.salePrice : ENTRUST_FIELD_LABELS.rentPrice;
    return [
      { label: ENTRUST_FIELD_LABELS.state[lang], before: ENTRUST_STATE_LABELS.pending[lang], after: ENTRUST_STATE_LABELS.effective[lang] },
      { label: ENTRUST_FIELD_LABELS.type[lang], before: '', after: ENTRUST_TYPE_LABELS[p.type][lang] },
      { label: ENTRUST_FIELD_LABELS.period[lang], before: '', after: `${p.start_date} ~ ${p.end_date ?? ENTRUST_FIELD_LABELS.openEnded[lang]}` },
      { label: ENTRUST_FIELD_LABELS.owner[lang], before: '', after: p.owner_name },
      { label: unit[lang], before: '', after: fenToYuan(p.price).toFixed(2) },
    ];
  },
});
