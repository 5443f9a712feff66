import type { Db } from '../../core/db/database.js';

// An area and every area under it, as a subquery of their ids: the tree is three levels deep (province → city →
// district), so a province or city stands for its districts. The community list and the house list filter by it, so a
// city picked in either finds the same communities' houses.
export function areasWithin(db: Db, areaId: number) {
  return db.selectFrom('area as a1').select('a1.id').where((eb) => eb.or([
    eb('a1.id', '=', areaId),
    eb('a1.parent_id', '=', areaId),
    eb('a1.parent_id', 'in', eb.selectFrom('area as a2').select('a2.id').where('a2.parent_id', '=', areaId)),
  ]));
}
