import type { HouseKind } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { PortalListingPayload } from './provider.js';

// What a portal is told of a house. The pictures are those shown freely (not the certificates, people's documents), at
// the address the portals fetch them from; the title is written in Chinese, the portals' language.

const SHOWN_GROUPS = ['layout', 'indoor', 'outdoor'];
const KIND_WORDS: Record<HouseKind, string> = { sale: '出售', rent: '出租' };

export async function listingOf(db: Db, publicUrl: string, houseId: number): Promise<PortalListingPayload> {
  const [house, pictures] = await Promise.all([
    db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id').leftJoin('area as a', 'a.id', 'h.area_id')
      .select(['h.id', 'h.kind', 'h.price', 'h.area', 'h.rooms', 'h.halls', 'h.baths', 'h.floor_number', 'h.total_floors', 'h.remarks',
        'r.name as community', 'a.name as district'])
      .where('h.id', '=', houseId).executeTakeFirstOrThrow(),
    db.selectFrom('house_picture').select('url').where('house_id', '=', houseId).where('deleted_at', 'is', null)
      .where('group', 'in', SHOWN_GROUPS).orderBy('group').orderBy('sort').orderBy('id').execute(),
  ]);
  const kind = house.kind as HouseKind;
  const area = Number(house.area) / 100;
  return {
    houseId: house.id,
    kind,
    title: `${house.community} ${house.rooms}室${house.halls}厅 ${area}㎡ ${KIND_WORDS[kind]}`,
    priceFen: Number(house.price),
    area,
    rooms: house.rooms,
    halls: house.halls,
    baths: house.baths,
    floor: house.floor_number,
    totalFloors: house.total_floors,
    community: house.community,
    district: house.district ?? '',
    description: house.remarks,
    pictures: pictures.map((p) => `${publicUrl}${p.url}`),
  };
}
