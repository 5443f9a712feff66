import type { Db } from '../../core/db/database.js';

// The blacklist entry matching any of the keys, if one does: people on it may not be hired, rejoin, or be entered as
// customers. Its reliable keys are a mainland mobile (11 digits, as stored) and an ID number; a former employee's entry
// also names their staff record.
export function blacklistEntry(db: Db, keys: { mobiles: string[]; idNumber?: string | undefined; staffId?: number | undefined }) {
  return db.selectFrom('blacklist').select(['name', 'mobile', 'reason'])
    .where((eb) => eb.or([
      ...(keys.mobiles.length ? [eb('mobile', 'in', keys.mobiles)] : []),
      ...(keys.idNumber ? [eb('id_number', '=', keys.idNumber.toUpperCase())] : []),
      ...(keys.staffId !== undefined ? [eb('staff_id', '=', keys.staffId)] : []),
    ]))
    .orderBy('id').executeTakeFirst();
}
