import { useState } from 'react';
import { useLocation } from 'react-router';
import { COMPARE_HOUSE_PATH } from '../../../lib/paths';
import { parseCompareIds } from './compareIds';

// The houses of the comparison, from its query. A cached tab stays mounted (hidden) while another page is shown
// and sees that page's query: only the comparison's own location may change them.
export function useCompareIds(): { ids: number[]; cut: boolean } {
  const { pathname, search } = useLocation();
  const own = pathname === COMPARE_HOUSE_PATH;
  const [seen, setSeen] = useState(own ? search : '');
  const [value, setValue] = useState(() => parseCompareIds(own ? search : ''));
  if (own && search !== seen) {
    setSeen(search);
    setValue(parseCompareIds(search));
  }
  return value;
}
