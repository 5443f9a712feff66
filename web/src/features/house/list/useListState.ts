import { useUrlState } from '../../../components/list';
import { HOUSE_LIST_PATH } from '../../../lib/paths';
import { parseListState, serializeListState, type ListState } from './listState';

// The list's state in the URL query of the house list's own path (the block's useUrlState).
export function useListState() {
  const [state, write] = useUrlState<ListState>(parseListState, serializeListState, HOUSE_LIST_PATH);
  return { state, write };
}
