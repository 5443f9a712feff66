import { z } from 'zod';
import {
  APPROVAL_CHANGE_LABELS, HOUSE_KIND_LABELS, HOUSE_POOL_LABELS, HOUSE_STATUS_LABELS, HouseStatus, type HouseKind, type Lang,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { defineApprovalItem } from '../approval/registry.js';
import { recordHouseChange } from './followup-record.js';
import { updateAtVersion } from './house-write.js';
import { statusCountdown } from './house-countdown.js';
import { openShootText } from '../../core/open-shoot.js';

// The house's status and pool changes that may wait for approval (house_invalid, house_cancel, house_to_public), with
// the writes they make, shared by the direct action (no flow enabled) and the approval's effect.

export type StatusChange = { houseId: number; version: number; from: HouseStatus; to: HouseStatus; until: number | null; reason: string; staffId: number };

export async function writeStatusChange(trx: Db, change: StatusChange, now: number): Promise<void> {
  await updateAtVersion(trx, change.houseId, change.version, {
    status: change.to,
    status_until: change.until,
    // The reason of 无效 is kept on the house while it is invalid.
    invalid_reason: change.to === 'invalid' ? change.reason : '',
    ...statusCountdown(change.from, change.to, now),
  }, now);
  await recordHouseChange(trx, {
    houseId: change.houseId, staffId: change.staffId, kind: 'status', content: change.reason, change: { from: change.from, to: change.to, until: change.until },
  }, now);
}

export async function writeRelease(trx: Db, change: { houseId: number; version: number; reason: string; staffId: number }, now: number): Promise<void> {
  await updateAtVersion(trx, change.houseId, change.version, { pool: 'public' }, now);
  await recordHouseChange(trx, {
    houseId: change.houseId, staffId: change.staffId, kind: 'pool', content: change.reason, change: { from: 'private', to: 'public' },
  }, now);
}

// The house's version (moves on every change of it); null once deleted.
export async function houseVersion(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('house').select('version').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? row.version : null;
}

// A house in words for the approval lists: its kind, community, building, unit and door.
export async function houseSubject(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as b', 'b.id', 'h.building_id')
    .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id')
    .select(['h.kind', 'r.name as region', 'b.name as building', 'u.name as unit', 'd.name as door']).where('h.id', '=', id).executeTakeFirstOrThrow();
  return `${HOUSE_KIND_LABELS[row.kind as HouseKind].zh} · ${[row.region, row.building, row.unit, row.door].filter(Boolean).join(' ')}`;
}

const StatusPayload = z.object({ from: HouseStatus, to: HouseStatus, reason: z.string(), maintainer_id: z.number().int() });
export type StatusPayload = z.infer<typeof StatusPayload>;

const describeStatus = (p: StatusPayload, lang: Lang) => [
  { label: APPROVAL_CHANGE_LABELS.status[lang], before: HOUSE_STATUS_LABELS[p.from][lang], after: HOUSE_STATUS_LABELS[p.to][lang] },
  ...(p.reason ? [{ label: APPROVAL_CHANGE_LABELS.reason[lang], before: '', after: p.reason }] : []),
];

const applyStatus = (trx: Db, e: { recordId: number; recordVersion: number; payload: StatusPayload; applicantId: number; now: number }) =>
  writeStatusChange(trx, {
    houseId: e.recordId, version: e.recordVersion, from: e.payload.from, to: e.payload.to, until: null, reason: e.payload.reason, staffId: e.applicantId,
  }, e.now);

// A VR shoot may have been ordered on the house while its ending waited (core/open-shoot.ts).
const recheckStatus = (db: Db, e: { recordId: number; now: number }) => openShootText(db, e.recordId, e.now);

export const houseInvalidItem = defineApprovalItem({
  code: 'house_invalid', payload: StatusPayload, currentVersion: houseVersion, recheck: recheckStatus, apply: applyStatus, describe: describeStatus,
});

export const houseCancelItem = defineApprovalItem({
  code: 'house_cancel', payload: StatusPayload, currentVersion: houseVersion, recheck: recheckStatus, apply: applyStatus, describe: describeStatus,
});

const ReleasePayload = z.object({ reason: z.string(), maintainer_id: z.number().int() });

export const houseToPublicItem = defineApprovalItem({
  code: 'house_to_public',
  payload: ReleasePayload,
  currentVersion: houseVersion,
  apply: (trx, e) => writeRelease(trx, { houseId: e.recordId, version: e.recordVersion, reason: e.payload.reason, staffId: e.applicantId }, e.now),
  describe: (p, lang) => [
    { label: APPROVAL_CHANGE_LABELS.pool[lang], before: HOUSE_POOL_LABELS.private[lang], after: HOUSE_POOL_LABELS.public[lang] },
    ...(p.reason ? [{ label: APPROVAL_CHANGE_LABELS.reason[lang], before: '', after: p.reason }] : []),
  ],
});

// The item of a status change, if that status may wait for approval.
export function statusItem(to: HouseStatus) {
  if (to === 'invalid') return houseInvalidItem;
  if (to === 'cancelled') return houseCancelItem;
  return null;
}
