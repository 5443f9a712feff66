import type { ColumnType, Generated } from 'kysely';

// The dictionary: areas, communities and their buildings, units, floors and doors, school districts, labels, zones.

export type AreaTable = { id: Generated<number>; parent_id: number | null; name: string; level: number; sort: Generated<number> };

export type RegionTable = {
  id: Generated<number>;
  name: string;
  pinyin: string;
  initials: string;
  area_id: number | null;
  business_circle: string;
  address: string;
  developer: string;
  build_year: number | null;
  property_fee: number | null;
  lng: number | null;
  lat: number | null;
  finished: Generated<number>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
};

export type BuildingTable = { id: Generated<number>; region_id: number; name: string; sort: number; created_at: number };
export type UnitTable = { id: Generated<number>; building_id: number; name: string; sort: number };
export type FloorTable = { id: Generated<number>; unit_id: number; number: number; name: string };
export type DoorTable = { id: Generated<number>; floor_id: number; name: string };

export type SchoolDistrictTable = {
  id: Generated<number>;
  name: string;
  area_id: number | null;
  // JSON array of school names.
  schools: string;
  remark: string;
  created_by: number | null;
  created_at: number;
  updated_at: number;
};
export type SchoolDistrictRegionTable = { school_district_id: number; region_id: number };
export type SchoolDistrictBuildingTable = { school_district_id: number; building_id: number };

export type LabelTable = {
  id: Generated<number>; kind: string; name: string; color: string; sort: number; enabled: number; created_at: number; updated_at: number;
  // A house label's bit in house.label_bits (modules/house/label-bits.ts); none for customer labels and for house
  // labels past the 52 bits.
  bit: ColumnType<number | null, number | null | undefined, number | null>;
};

export type ZoneTable = { id: Generated<number>; name: string; remark: string; created_at: number; updated_at: number };
export type ZoneStoreTable = { zone_id: number; store_id: number };
export type ZoneRegionTable = { region_id: number; zone_id: number };
