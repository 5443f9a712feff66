import type { OfflineItem, OfflineSource, SourceChannel } from '@brokerage/contract';
import type { DoorValue } from '../house/form/DoorPicker';
import { fromYuan } from '../house/money';

// What the house entry starts from when it converts an external house: its kind, layout, area, price and remarks,
// and the door picker filled as far as the dictionary matched (community → building → unit → floor → door).
export function doorOf(item: OfflineItem): DoorValue {
  if (item.region_id === null) return {};
  const door: DoorValue = { region: { id: item.region_id, name: item.region_name } };
  if (item.building_id === null) return door;
  door.building = { id: item.building_id, name: item.building };
  if (item.unit_id === null) return door;
  door.unit = { id: item.unit_id, name: item.unit };
  if (item.floor_id === null || item.door_id === null || item.floor_number === null) return door;
  door.floor = { id: item.floor_id, number: item.floor_number, top: Math.max(item.floor_number, item.total_floors ?? 1) };
  door.door = { id: item.door_id, name: item.door };
  return door;
}

// How the house's source channel reads from where the listing was found: a call is a phone lead, a flyer one met
// on the street, a portal listing one found online.
const CHANNELS: Partial<Record<OfflineSource, SourceChannel>> = { call: 'phone', flyer: 'cold_visit' };

export function entryFrom(item: OfflineItem) {
  return {
    kind: item.kind,
    door: doorOf(item),
    rooms: item.rooms,
    halls: item.halls,
    baths: item.baths,
    area: item.area,
    price: fromYuan(item.price, item.kind),
    ...(item.total_floors === null ? {} : { total_floors: item.total_floors }),
    source: CHANNELS[item.source] ?? 'online',
    remarks: item.remarks,
  };
}
