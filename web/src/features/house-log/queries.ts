import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { houseOperationList, houseViewList } from '@brokerage/contract';
import { api } from '../../api/client';
import { HOUSE_KEY } from '../house/queries';

// Under the house key: opening or changing the house refreshes its logs too.
export function useHouseViews(houseId: number, page: number, limit: number) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'views', houseId, page, limit],
    queryFn: () => api(houseViewList, { house_id: houseId, page, limit }),
    placeholderData: keepPreviousData,
  });
}

export function useHouseOperations(houseId: number, page: number, limit: number) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'operations', houseId, page, limit],
    queryFn: () => api(houseOperationList, { house_id: houseId, page, limit }),
    placeholderData: keepPreviousData,
  });
}
