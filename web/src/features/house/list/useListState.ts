import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOUSE_LIST_PATH } from '../../../lib/paths';
import { parseListState, serializeListState, type ListState } from './listState';

// The list's state lives in the URL query. A cached tab stays mounted (hidden) while another page is shown and
// sees that page's query: only the house list's own location may change the state, as on the building screen.
export function useListState() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const own = pathname === HOUSE_LIST_PATH;
  const [seen, setSeen] = useState(own ? search : '');
  const [state, setState] = useState<ListState>(() => parseListState(own ? search : ''));
  if (own && search !== seen) {
    setSeen(search);
    setState(parseListState(search));
  }

  const write = (next: ListState) => {
    setState(next);
    const query = serializeListState(next);
    void navigate(query ? `${HOUSE_LIST_PATH}?${query}` : HOUSE_LIST_PATH, { replace: true });
  };
  return { state, write };
}
