import { REAL_ESTATE_BUILDING_PATH } from '../../lib/paths';

// The building screen takes its building from the query. The community travels along so the screen can show
// its name and lock state (there is no call that reads one building by id).
export const BUILDING_PARAM = 'building_id';
export const REGION_PARAM = 'region_id';

export function buildingLink(buildingId: number, regionId: number): string {
  const query = new URLSearchParams({ [BUILDING_PARAM]: String(buildingId), [REGION_PARAM]: String(regionId) });
  return `${REAL_ESTATE_BUILDING_PATH}?${query.toString()}`;
}

function positiveInt(text: string | null): number | null {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

export type BuildingParams = { buildingId: number | null; regionId: number | null };

export function parseBuildingParams(search: string): BuildingParams {
  const params = new URLSearchParams(search);
  return { buildingId: positiveInt(params.get(BUILDING_PARAM)), regionId: positiveInt(params.get(REGION_PARAM)) };
}
