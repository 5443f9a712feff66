import { z } from 'zod';
import { APPROVAL_CHANGE_LABELS, KEY_STATUS_LABELS, KeyStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { defineApprovalItem } from '../approval/registry.js';
import { recordKeyChange } from './key-read.js';

// Cancelling (注销) a key, key_cancel: the write shared by key/delete and the approval's effect. A key has no version
// column: its updated_at, which every change of it moves, stands for one.

export type KeyCancel = { keyId: number; houseId: number; number: string; status: KeyStatus; remark: string; staffId: number };

// Only a key in store is removed; the caller finds out why otherwise (`refuse`).
export async function writeKeyCancel(trx: Db, key: KeyCancel, now: number, refuse: () => Promise<never>): Promise<void> {
  const result = await trx.updateTable('house_key').set({ deleted_at: now, updated_at: now })
    .where('id', '=', key.keyId).where('status', '=', 'in_store').where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) await refuse();
  await recordKeyChange(trx, { caller: { staffId: key.staffId }, now }, {
    keyId: key.keyId, houseId: key.houseId, action: 'delete', from: key.status, to: null, content: key.number, remark: key.remark,
  });
}

const KeyPayload = z.object({ house_id: z.number().int(), number: z.string(), store_name: z.string(), status: KeyStatus, remark: z.string() });

export const keyCancelItem = defineApprovalItem({
  code: 'key_cancel',
  payload: KeyPayload,
  currentVersion: async (db, id) => {
    const row = await db.selectFrom('house_key').select('updated_at').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return row ? Number(row.updated_at) : null;
  },
  apply: (trx, e) => writeKeyCancel(trx, {
    keyId: e.recordId, houseId: e.payload.house_id, number: e.payload.number, status: e.payload.status, remark: e.payload.remark, staffId: e.applicantId,
  }, e.now, () => Promise.reject(new AppError('STALE'))),
  describe: (p, lang) => [
    { label: APPROVAL_CHANGE_LABELS.key[lang], before: `${p.number}（${p.store_name}）${KEY_STATUS_LABELS[p.status][lang]}`, after: APPROVAL_CHANGE_LABELS.keyCancelled[lang] },
    ...(p.remark ? [{ label: APPROVAL_CHANGE_LABELS.reason[lang], before: '', after: p.remark }] : []),
  ],
});
