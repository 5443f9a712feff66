import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  houseList, houseSearchTagDelete, houseSearchTagList, houseSearchTagSave, houseState, type HouseKind, type HouseSearchTag,
} from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { HOUSE_KEY } from '../house/queries';
import { toListInput, type HouseQuery } from '../house/list/listState';

export type SearchTagSaveInput = CallInput<typeof houseSearchTagSave>;
export type HouseStateInput = CallInput<typeof houseState>;

const TAGS_KEY = [...HOUSE_KEY, 'searchTags'] as const;
// Counts and tags are side calls of the list: no page-wide loading overlay for them.
const SIDE_CALL = { background: true };

export function useSearchTags(kind: HouseKind) {
  return useQuery({
    queryKey: [...TAGS_KEY, kind],
    queryFn: () => api(houseSearchTagList, { kind }, SIDE_CALL),
    select: (d) => d.list,
  });
}

function useInvalidateTags() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TAGS_KEY });
}

export function useSearchTagSave(onDone?: (tag: HouseSearchTag) => void) {
  const { t } = useTranslation();
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (input: SearchTagSaveInput) => api(houseSearchTagSave, input),
    onSuccess: (tag, input) => {
      showSuccess(input.id === undefined ? t('houseSearch.saved', { name: tag.name }) : t('houseSearch.renamed'));
      onDone?.(tag);
    },
    onSettled: () => invalidate(),
  });
}

export function useSearchTagDelete() {
  const { t } = useTranslation();
  const invalidate = useInvalidateTags();
  return useMutation({
    mutationFn: (id: number) => api(houseSearchTagDelete, { id }),
    onSuccess: () => showSuccess(t('houseSearch.deleted')),
    onSettled: () => invalidate(),
  });
}

// The list's filters as a saved search keeps them: no paging, the kind is the tag's own.
export function toSearchQuery(query: HouseQuery): SearchTagSaveInput['query'] {
  const { page: _page, limit: _limit, kind: _kind, ...filters } = query;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as SearchTagSaveInput['query'];
}

// A saved search back as the list's query, on the list's page size; null when the list no longer accepts it.
export function fromSearchTag(tag: HouseSearchTag, limit: number): HouseQuery | null {
  const parsed = houseList.input.safeParse({ ...tag.query, kind: tag.kind, limit });
  return parsed.success ? parsed.data : null;
}

// The counts per status for the list's filters (all but the status itself).
export function useStatusCounts(query: HouseQuery) {
  const { page: _page, limit: _limit, sort: _sort, order: _order, status: _status, ...filters } = toListInput(query);
  const input: HouseStateInput = filters;
  return useQuery({
    queryKey: [...HOUSE_KEY, 'statusCounts', input],
    queryFn: () => api(houseState, input, SIDE_CALL),
    placeholderData: keepPreviousData,
  });
}
