import type {
  CurrentUse, Decoration, HouseKind, HouseLevel, HouseUse, Orientation, RentPayment, SourceChannel,
} from '@brokerage/contract';

// The description fields of HouseFields, as entry and edit send them.
export type DescriptionValues = {
  use: HouseUse;
  rooms: number;
  halls: number;
  baths: number;
  area: number;
  total_floors: number;
  orientation: Orientation;
  decoration: Decoration;
  rent_payment?: RentPayment | null;
  source: SourceChannel;
  current_use: CurrentUse;
  level: HouseLevel;
  label_ids?: number[];
  remarks?: string;
};

export function toDescription(v: DescriptionValues, kind: HouseKind) {
  return {
    use: v.use, rooms: v.rooms, halls: v.halls, baths: v.baths, area: v.area, total_floors: v.total_floors,
    orientation: v.orientation, decoration: v.decoration, rent_payment: kind === 'rent' ? v.rent_payment ?? null : null,
    source: v.source, current_use: v.current_use, level: v.level, label_ids: v.label_ids ?? [], remarks: v.remarks ?? '',
  };
}
