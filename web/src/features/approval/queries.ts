import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approvalGet, approvalList, approvalMine, approvalOperate, approvalUpdate, flowGet, itemFlowSet, itemFlowSource, roleList, type OperateAction,
} from '@brokerage/contract';
import { useTranslation } from 'react-i18next';
import { api, type CallInput } from '../../api/client';
import { showSuccess } from '../../api/bridge';

export const APPROVAL_KEY = ['approval'] as const;
// The menu's count of what waits for the caller, refreshed this often besides after every operation.
const TODO_REFRESH_MS = 60_000;

export function useApprovalMine(input: CallInput<typeof approvalMine>) {
  return useQuery({ queryKey: [...APPROVAL_KEY, 'mine', input], queryFn: () => api(approvalMine, input), placeholderData: keepPreviousData });
}

export function useApprovalList(input: CallInput<typeof approvalList>) {
  return useQuery({ queryKey: [...APPROVAL_KEY, 'list', input], queryFn: () => api(approvalList, input), placeholderData: keepPreviousData });
}

// What waits for the caller per category (the menu's badges): the smallest page of the todo tab carries the counts.
export function useApprovalTodo(enabled: boolean) {
  return useQuery({
    queryKey: [...APPROVAL_KEY, 'todo'],
    queryFn: async () => (await api(approvalList, { category: 'business', tab: 'todo', limit: 1 })).todo,
    enabled,
    refetchInterval: TODO_REFRESH_MS,
  });
}

export function useApproval(id: number | null) {
  return useQuery({ queryKey: [...APPROVAL_KEY, 'one', id], queryFn: () => api(approvalGet, { id: id ?? 0 }), enabled: id !== null });
}

export function useOperate(onDone?: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: OperateAction; comment?: string; to_staff_id?: number | null }) => api(approvalOperate, input),
    onSuccess: (_, input) => {
      showSuccess(t(`approval.done.${input.action}`));
      onDone?.();
    },
    // An approval's end may change a house or a key: their screens read again too.
    onSettled: () => client.invalidateQueries(),
  });
}

export function useFlowSources() {
  return useQuery({ queryKey: [...APPROVAL_KEY, 'sources'], queryFn: () => api(itemFlowSource, {}) });
}

export function useFlows() {
  return useQuery({ queryKey: [...APPROVAL_KEY, 'flows'], queryFn: () => api(itemFlowSet, {}) });
}

export function useFlow(id: number) {
  return useQuery({ queryKey: [...APPROVAL_KEY, 'flow', id], queryFn: () => api(flowGet, { id }) });
}

export function useRoles() {
  return useQuery({ queryKey: [...APPROVAL_KEY, 'roles'], queryFn: () => api(roleList, {}) });
}

export function useSaveFlow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof approvalUpdate>) => api(approvalUpdate, input),
    onSettled: () => client.invalidateQueries({ queryKey: APPROVAL_KEY }),
  });
}
