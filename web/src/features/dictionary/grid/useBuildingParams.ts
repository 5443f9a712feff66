import { useState } from 'react';
import { useLocation } from 'react-router';
import { REAL_ESTATE_BUILDING_PATH } from '../../../lib/paths';
import { parseBuildingParams, type BuildingParams } from '../links';

// The building of the screen, from its query string. A cached tab stays mounted (hidden) while another page
// is shown, and sees that page's query: only the building screen's own location may change the building.
export function useBuildingParams(): BuildingParams {
  const { pathname, search } = useLocation();
  const [params, setParams] = useState(() => parseBuildingParams(search));
  if (pathname === REAL_ESTATE_BUILDING_PATH) {
    const next = parseBuildingParams(search);
    if (next.buildingId !== params.buildingId || next.regionId !== params.regionId) setParams(next);
  }
  return params;
}
