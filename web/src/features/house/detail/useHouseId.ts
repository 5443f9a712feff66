import { useState } from 'react';
import { useLocation } from 'react-router';
import { HOUSE_DETAIL_PATH } from '../../../lib/paths';
import { parseHouseId } from '../links';

// The house of the detail page, from its query. A cached tab stays mounted (hidden) while another page is shown
// and sees that page's query: only the detail page's own location may change the house.
export function useHouseId(): number | null {
  const { pathname, search } = useLocation();
  const [id, setId] = useState(() => (pathname === HOUSE_DETAIL_PATH ? parseHouseId(search) : null));
  if (pathname === HOUSE_DETAIL_PATH) {
    const next = parseHouseId(search);
    if (next !== id) setId(next);
  }
  return id;
}
