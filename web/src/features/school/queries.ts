import { useQuery } from '@tanstack/react-query';
import { schoolDistrictGet } from '@brokerage/contract';
import { api } from '../../api/client';
import { enabledForId } from '../../lib/storage';

// Everything cached by the school-district screen lives under one key: a link or unlink moves the counts of the
// list row too, so mutations invalidate the key whole.
export const SCHOOL_KEY = ['school'] as const;

export function useSchoolDistrict(id: number | null) {
  return useQuery({
    queryKey: [...SCHOOL_KEY, 'detail', id],
    queryFn: () => api(schoolDistrictGet, { id: id ?? 0 }),
    enabled: enabledForId(id),
  });
}
