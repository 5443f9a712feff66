import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STAFF_ROLE_FINDS, staffRoleGet, type HouseRole } from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { HOUSE_KEY } from '../house/queries';

export type RoleFindInput = CallInput<typeof STAFF_ROLE_FINDS.input>;

// Under the house key: a role change moves the house's version, its follow-ups and the my-house lists at once.
export function useHouseRoles(houseId: number) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'roles', houseId],
    queryFn: () => api(staffRoleGet, { id: houseId }),
  });
}

// The houses where the signed-in person (or `staff_id`) holds a role.
export function useRoleHouses(role: HouseRole, input: RoleFindInput) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'by-role', role, input],
    queryFn: () => api(STAFF_ROLE_FINDS[role], input),
    placeholderData: keepPreviousData,
  });
}
