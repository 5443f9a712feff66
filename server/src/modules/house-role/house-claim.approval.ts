import { z } from 'zod';
import { APPROVAL_CHANGE_LABELS, HOUSE_POOL_LABELS, HOUSE_RULE_TEXTS } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { readHousePolicy } from '../../core/settings.js';
import { defineApprovalItem, textWith } from '../approval/registry.js';
import { recordHouseChange } from '../house/followup-record.js';
import { houseVersion } from '../house/house-status.approval.js';
import { privateHouseCount, updateAtVersion } from '../house/house-write.js';

// Claiming a public house (领包, house_to_private): the write shared by the direct claim and the approval's effect.

export type Claim = { houseId: number; version: number; staffId: number; storeId: number | null; reason: string };

export async function writeClaim(trx: Db, claim: Claim, now: number): Promise<void> {
  // Two claims of the same version: the update matches for one of them only, the other writes nothing (602144). The
  // release countdown starts at the claim: a public house has been idle for long.
  await updateAtVersion(trx, claim.houseId, claim.version, {
    maintainer_id: claim.staffId, store_id: claim.storeId, pool: 'private', active_at: now,
  }, now);
  await recordHouseChange(trx, {
    houseId: claim.houseId, staffId: claim.staffId, kind: 'pool', content: claim.reason, change: { from: 'public', to: 'private' },
  }, now);
}

const ClaimPayload = z.object({
  reason: z.string(),
  // The claimer's store when they asked, and the house's maintainer then (the last one before it went public).
  store_id: z.number().int().nullable(),
  maintainer_id: z.number().int(),
  applicant_name: z.string(),
  maintainer_name: z.string(),
});

export const houseToPrivateItem = defineApprovalItem({
  code: 'house_to_private',
  payload: ClaimPayload,
  currentVersion: houseVersion,
  // The claimer may have reached the private cap since they asked.
  recheck: async (db, e) => {
    const [{ privateCap }, count] = await Promise.all([readHousePolicy(db), privateHouseCount(db, e.applicantId)]);
    return count >= privateCap ? textWith(HOUSE_RULE_TEXTS.privateCap, { count, cap: privateCap }) : null;
  },
  apply: (trx, e) => writeClaim(trx, {
    houseId: e.recordId, version: e.recordVersion, staffId: e.applicantId, storeId: e.payload.store_id, reason: e.payload.reason,
  }, e.now),
  describe: (p, lang) => [
    { label: APPROVAL_CHANGE_LABELS.pool[lang], before: HOUSE_POOL_LABELS.public[lang], after: HOUSE_POOL_LABELS.private[lang] },
    { label: APPROVAL_CHANGE_LABELS.maintainer[lang], before: p.maintainer_name, after: p.applicant_name },
    ...(p.reason ? [{ label: APPROVAL_CHANGE_LABELS.reason[lang], before: '', after: p.reason }] : []),
  ],
});
