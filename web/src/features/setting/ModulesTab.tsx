import { Button, Flex, List, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moduleGet, moduleSave } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { useLabel } from '../../i18n/useLabel';
import { SETTING_KEY } from './keys';

// Menu groups switched on or off for everyone; changes are kept here until saved together.
export function ModulesTab() {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['company:edit']);
  const [changed, setChanged] = useState<Record<string, 0 | 1>>({});
  const modules = useQuery({ queryKey: [...SETTING_KEY, 'modules'], queryFn: () => api(moduleGet), select: (d) => d.list });
  const save = useMutation({
    mutationFn: () => api(moduleSave, { modules: Object.entries(changed).map(([name, enabled]) => ({ name, enabled })) }),
    onSuccess: () => {
      showSuccess(t('member.common.saved'));
      setChanged({});
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTING_KEY }),
  });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 560 }}>
      <List
        bordered
        loading={modules.isPending}
        dataSource={modules.data ?? []}
        data-testid="module-list"
        renderItem={(m) => (
          <List.Item extra={
            <Switch checked={(changed[m.name] ?? m.enabled) === 1} disabled={!canEdit || m.locked}
              onChange={(on) => setChanged({ ...changed, [m.name]: on ? 1 : 0 })} />
          }>
            {label(m.title)} {m.locked && <Tag>{t('setting.modules.locked')}</Tag>}
          </List.Item>
        )}
      />
      {canEdit && (
        <Button type="primary" style={{ alignSelf: 'flex-start' }} disabled={Object.keys(changed).length === 0} loading={save.isPending}
          onClick={() => save.mutate()}>{t('member.common.save')}</Button>
      )}
    </Flex>
  );
}
