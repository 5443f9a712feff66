import { useSearchParams } from 'react-router';
import { STAFF_STATUSES, type StaffStatus } from '@brokerage/contract';

export type StaffFilters = {
  keyword?: string;
  status?: StaffStatus;
  store_id?: number;
  department_id?: number;
  role_id?: number;
  position_id?: number;
};

const ID_KEYS = ['store_id', 'department_id', 'role_id', 'position_id'] as const;

function positiveInt(text: string | null): number | undefined {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
}

// The member list's filters and page live in the URL query, so a filtered list can be reloaded,
// bookmarked and reached again with the browser's back button.
export function useStaffFilters() {
  const [params, setParams] = useSearchParams();
  const filters: StaffFilters = {};
  const keyword = params.get('keyword')?.trim();
  if (keyword) filters.keyword = keyword;
  const status = params.get('status');
  if (status && (STAFF_STATUSES as readonly string[]).includes(status)) filters.status = status as StaffStatus;
  for (const key of ID_KEYS) {
    const id = positiveInt(params.get(key));
    if (id !== undefined) filters[key] = id;
  }
  const page = positiveInt(params.get('page')) ?? 1;

  const write = (next: StaffFilters, nextPage: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
    }
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query, { replace: true });
  };

  return {
    filters,
    page,
    // New filters start again at the first page.
    setFilters: (next: StaffFilters) => write(next, 1),
    setPage: (next: number) => write(filters, next),
  };
}
