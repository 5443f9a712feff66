import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerList, followupList, followupNewhouse, newhouseAdd, newhouseAgentAdd, newhouseAgentList, newhouseAgentUpdate, newhouseGet,
  newhouseLabels, newhouseLayoutAdd, newhouseLayoutDelete, newhouseLayoutList, newhouseLayoutRooms, newhouseLayoutUpdate, newhouseList,
  newhouseMan, newhousePictureDelete, newhousePictureList, newhousePictureUpload, newhousePublic, newhouseReportAdd, newhouseReportConfirm,
  newhouseReportHouses, newhouseReportList, newhouseReportUpdate, newhouseUpdate, staffRelateDelete, staffRelateList, staffRelateSave,
  type NewhousePictureGroup,
} from '@brokerage/contract';
import { api, apiUpload, type CallInput } from '../../api/client';
import { usePermission } from '../../app/permission';

// Everything cached about new houses lives under one key: a report's stage moves the project's count, a layout its
// area range, so every change reads them again.
export const NEWHOUSE_KEY = ['newhouse'] as const;
// Pickers show their own spinner: no page-wide loading overlay over an open dropdown.
const PICKER_CALL = { background: true } as const;
const PICKER_LIMIT = 20;
// A project's follow-ups on one page (the API's page maximum).
const FOLLOWUP_LIMIT = 100;

export function useInvalidateNewhouse() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: NEWHOUSE_KEY });
}

function useChange<I, R>(call: (input: I) => Promise<R>) {
  const invalidate = useInvalidateNewhouse();
  return useMutation({ mutationFn: call, onSettled: () => void invalidate() });
}

// ---- projects
export function useProjectList(input: CallInput<typeof newhouseList>) {
  return useQuery({ queryKey: [...NEWHOUSE_KEY, 'list', input], queryFn: () => api(newhouseList, input), placeholderData: keepPreviousData });
}

export function useProject(id: number | null) {
  return useQuery({
    queryKey: [...NEWHOUSE_KEY, 'one', id], queryFn: () => api(newhouseGet, { id: id ?? 0 }, { silent: true }), enabled: id !== null, retry: false,
  });
}

export function useProjectSave() {
  const invalidate = useInvalidateNewhouse();
  return {
    add: (input: CallInput<typeof newhouseAdd>) => api(newhouseAdd, input).finally(() => void invalidate()),
    update: (input: CallInput<typeof newhouseUpdate>) => api(newhouseUpdate, input).finally(() => void invalidate()),
  };
}

export function useProjectChange() {
  return {
    publish: useChange((input: CallInput<typeof newhousePublic>) => api(newhousePublic, input)),
    manager: useChange((input: CallInput<typeof newhouseMan>) => api(newhouseMan, input)),
  };
}

export function useNewhouseLabels() {
  return useQuery({
    queryKey: [...NEWHOUSE_KEY, 'labels'], queryFn: () => api(newhouseLabels, {}, PICKER_CALL), select: (d) => d.list, staleTime: 60_000,
  });
}

// ---- layouts
export function useLayouts(projectId: number, rooms: number | undefined) {
  return useQuery({
    queryKey: [...NEWHOUSE_KEY, 'layouts', projectId, rooms],
    queryFn: () => api(newhouseLayoutList, { new_id: projectId, ...(rooms === undefined ? {} : { rooms }) }),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

export function useLayoutRooms(projectId: number) {
  return useQuery({ queryKey: [...NEWHOUSE_KEY, 'layout-rooms', projectId], queryFn: () => api(newhouseLayoutRooms, { new_id: projectId }), select: (d) => d.list });
}

export function useLayoutChange() {
  const invalidate = useInvalidateNewhouse();
  return {
    add: (input: CallInput<typeof newhouseLayoutAdd>) => api(newhouseLayoutAdd, input).finally(() => void invalidate()),
    update: (input: CallInput<typeof newhouseLayoutUpdate>) => api(newhouseLayoutUpdate, input).finally(() => void invalidate()),
    remove: useChange((input: CallInput<typeof newhouseLayoutDelete>) => api(newhouseLayoutDelete, input)),
  };
}

// ---- the developer's agents
export function useAgents(projectId: number) {
  return useQuery({ queryKey: [...NEWHOUSE_KEY, 'agents', projectId], queryFn: () => api(newhouseAgentList, { id: projectId }), select: (d) => d.list });
}

export function useAgentChange() {
  const invalidate = useInvalidateNewhouse();
  return {
    add: (input: CallInput<typeof newhouseAgentAdd>) => api(newhouseAgentAdd, input).finally(() => void invalidate()),
    update: (input: CallInput<typeof newhouseAgentUpdate>) => api(newhouseAgentUpdate, input).finally(() => void invalidate()),
    toggle: useChange((input: CallInput<typeof newhouseAgentUpdate>) => api(newhouseAgentUpdate, input)),
  };
}

// ---- pictures
export function usePictures(projectId: number) {
  return useQuery({ queryKey: [...NEWHOUSE_KEY, 'pictures', projectId], queryFn: () => api(newhousePictureList, { new_id: projectId }) });
}

export function usePictureUpload(projectId: number) {
  return useChange(({ group, file }: { group: NewhousePictureGroup; file: File }) => {
    const form = new FormData();
    form.append('new_id', String(projectId));
    form.append('group', group);
    form.append('file', file, file.name);
    return apiUpload(newhousePictureUpload, form);
  });
}

export function usePictureDelete() {
  return useChange((input: CallInput<typeof newhousePictureDelete>) => api(newhousePictureDelete, input));
}

// ---- follow-ups
export function useProjectFollowups(projectId: number) {
  return useQuery({
    queryKey: [...NEWHOUSE_KEY, 'followups', projectId],
    queryFn: () => api(followupList, { newhouse_id: projectId, page: 1, limit: FOLLOWUP_LIMIT }),
  });
}

export function useFollowupAdd() {
  return useChange((input: CallInput<typeof followupNewhouse>) => api(followupNewhouse, input));
}

// ---- linked staff
export function useStaffRelations(input: CallInput<typeof staffRelateList>, enabled = true) {
  return useQuery({
    queryKey: [...NEWHOUSE_KEY, 'staff', input], queryFn: () => api(staffRelateList, input), placeholderData: keepPreviousData, enabled,
  });
}

export function useStaffRelateChange() {
  const invalidate = useInvalidateNewhouse();
  return {
    save: (input: CallInput<typeof staffRelateSave>) => api(staffRelateSave, input).finally(() => void invalidate()),
    remove: useChange((input: CallInput<typeof staffRelateDelete>) => api(staffRelateDelete, input)),
  };
}

// ---- reports
export function useReports(input: CallInput<typeof newhouseReportList>, enabled = true) {
  return useQuery({
    queryKey: [...NEWHOUSE_KEY, 'reports', input], queryFn: () => api(newhouseReportList, input), placeholderData: keepPreviousData, enabled,
  });
}

export function useReportSave() {
  const invalidate = useInvalidateNewhouse();
  return {
    add: (input: CallInput<typeof newhouseReportAdd>) => api(newhouseReportAdd, input).finally(() => void invalidate()),
    update: (input: CallInput<typeof newhouseReportUpdate>) => api(newhouseReportUpdate, input).finally(() => void invalidate()),
    confirm: (input: CallInput<typeof newhouseReportConfirm>) => api(newhouseReportConfirm, input).finally(() => void invalidate()),
  };
}

// The projects open for reports, by keyword, with their terms.
export function useReportHouses(keyword: string) {
  return useQuery({
    queryKey: [...NEWHOUSE_KEY, 'report-houses', keyword],
    queryFn: () => api(newhouseReportHouses, { limit: PICKER_LIMIT, ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
  });
}

// Projects by name for the filters (newhouse:list): published ones, or all for editors.
export function useProjectPicks(keyword: string) {
  const allowed = usePermission([newhouseList.access]);
  return useQuery({
    queryKey: [...NEWHOUSE_KEY, 'project-picks', keyword],
    queryFn: () => api(newhouseList, { page: 1, limit: PICKER_LIMIT, sort: 'updated', order: 'desc', ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
}

// The caller's own customers (private to them), by name or phone, for the report form.
export function useMyCustomers(keyword: string) {
  const allowed = usePermission([customerList.access]);
  const query = useQuery({
    queryKey: [...NEWHOUSE_KEY, 'my-customers', keyword],
    queryFn: () => api(customerList, { tab: 'mine', page: 1, limit: PICKER_LIMIT, sort: 'updated_at', order: 'desc', ...(keyword ? { keyword } : {}) }, PICKER_CALL),
    select: (d) => d.list,
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  return { ...query, allowed };
}
