import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { regionDelete, regionFinish, type Region } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { DICTIONARY_KEY, useDictionaryAccess } from '../queries';

// A community's buttons: edit and delete (dictionary:edit; disabled while it is finished and locked for the
// person), finish and reopen (dictionary:finished only). A community with buildings cannot be deleted: the
// server says so (409003).
export function RegionActions({ region, onEdit }: { region: Region; onEdit: (region: Region) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { canEdit, canFinish, locked } = useDictionaryAccess(region);
  const refresh = () => queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY });

  const remove = useMutation({
    mutationFn: () => api(regionDelete, { id: region.id }),
    onSuccess: () => showSuccess(t('dictionary.common.deleted')),
    onSettled: refresh,
  });
  const finish = useMutation({
    mutationFn: (finished: 0 | 1) => api(regionFinish, { id: region.id, finished }),
    onSuccess: (saved) => showSuccess(t(saved.finished ? 'dictionary.region.finishedDone' : 'dictionary.region.reopened', { name: saved.name })),
    onSettled: refresh,
  });

  const lockTip = locked ? t('dictionary.common.locked') : undefined;
  const finished = region.finished === 1;
  return (
    <Space size={0}>
      {canEdit && (
        <Tooltip title={lockTip}>
          <Button type="link" size="small" disabled={locked} onClick={() => onEdit(region)} data-testid="region-edit">{t('dictionary.common.edit')}</Button>
        </Tooltip>
      )}
      {canFinish && (
        <Popconfirm
          title={t(finished ? 'dictionary.region.reopenConfirm' : 'dictionary.region.finishConfirm', { name: region.name })}
          onConfirm={() => finish.mutateAsync(finished ? 0 : 1).catch(() => undefined)}
          okButtonProps={{ ...{ 'data-testid': 'region-finish-ok' } }}
        >
          <Button type="link" size="small" data-testid={finished ? 'region-reopen' : 'region-finish'}>
            {t(finished ? 'dictionary.region.reopen' : 'dictionary.region.finish')}
          </Button>
        </Popconfirm>
      )}
      {canEdit && (
        <Popconfirm
          title={t('dictionary.common.confirmDelete', { name: region.name })}
          disabled={locked}
          onConfirm={() => remove.mutateAsync().catch(() => undefined)}
          okButtonProps={{ ...{ 'data-testid': 'region-delete-ok' } }}
        >
          <Tooltip title={lockTip}>
            <Button type="link" size="small" danger disabled={locked} data-testid="region-delete">{t('dictionary.common.delete')}</Button>
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
