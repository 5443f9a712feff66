import { useQuery, useQueryClient } from '@tanstack/react-query';
import { vrPackages, vrTasks, vrUserPackage, vrUsers } from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';

export const VR_KEY = ['vr'] as const;

export function useVrUsers(input: CallInput<typeof vrUsers>, enabled = true) {
  return useQuery({ enabled, queryKey: [...VR_KEY, 'users', input], queryFn: () => api(vrUsers, input), placeholderData: (previous) => previous });
}

export function useVrPackages(input: CallInput<typeof vrPackages>, enabled = true) {
  return useQuery({ enabled, queryKey: [...VR_KEY, 'packages', input], queryFn: () => api(vrPackages, input) });
}

export function useVrUserPackage(id: number | null) {
  return useQuery({ enabled: id !== null, queryKey: [...VR_KEY, 'userpackage', id], queryFn: () => api(vrUserPackage, { id: id ?? 0, limit: 100 }) });
}

export function useHouseVrTasks(input: CallInput<typeof vrTasks>) {
  return useQuery({ queryKey: [...VR_KEY, 'tasks', input], queryFn: () => api(vrTasks, input) });
}

// Every VR list changes with an account or a task (counts, package use, a house's tasks).
export function useInvalidateVr() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: VR_KEY });
}
