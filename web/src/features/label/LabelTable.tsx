import { Button, Flex, Switch, Table, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { labelChange, type Label, type LabelKind } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { formatDate } from '../../lib/format';
import { LABEL_KEY, useLabels } from './queries';
import { LabelTag } from './LabelTag';

// A disabled tag's row is greyed, so what agents are still offered stands out.
const DISABLED_ROW = { opacity: 0.55 };
const DATE_ONLY = 'YYYY-MM-DD';

// The tags of one kind in their sort order; the switch enables or disables one at once.
export function LabelTable({ kind, onEdit }: { kind: LabelKind; onEdit: (label: Label) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['label:edit']);
  const labels = useLabels(kind);
  const rows = labels.data ?? [];

  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: 0 | 1 }) => api(labelChange, { id, enabled }),
    onSuccess: (changed) => showSuccess(t(changed.enabled ? 'label.enabledDone' : 'label.disabledDone', { name: changed.name })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LABEL_KEY }),
  });

  return (
    <Table<Label>
      size="small"
      rowKey="id"
      data-testid={`label-table-${kind}`}
      loading={labels.isFetching}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('label.empty') }}
      onRow={(l) => ({ style: l.enabled ? undefined : DISABLED_ROW, ...{ 'data-enabled': String(l.enabled) } })}
      footer={() => (
        <Typography.Text type="secondary">
          {t('label.count', { enabled: rows.filter((l) => l.enabled).length, total: rows.length })}
        </Typography.Text>
      )}
      columns={[
        {
          key: 'preview', title: t('label.fields.preview'), width: 160,
          render: (_, l) => <LabelTag name={l.name} color={l.color} enabled={l.enabled === 1} />,
        },
        { key: 'name', title: t('label.fields.name'), render: (_, l) => <span data-testid="label-row-name">{l.name}</span> },
        {
          key: 'color', title: t('label.fields.color'),
          render: (_, l) => (
            <Flex align="center" gap={8}>
              <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: l.color }} />
              <Typography.Text code>{l.color}</Typography.Text>
            </Flex>
          ),
        },
        { key: 'sort', dataIndex: 'sort', title: t('label.fields.sort'), align: 'right', width: 100 },
        {
          key: 'enabled', title: t('label.fields.enabled'), width: 120,
          render: (_, l) => (
            <Switch size="small" checked={l.enabled === 1} disabled={!canEdit}
              loading={toggle.isPending && toggle.variables.id === l.id}
              checkedChildren={t('label.enabled')} unCheckedChildren={t('label.disabled')}
              onChange={(on) => toggle.mutate({ id: l.id, enabled: on ? 1 : 0 })} data-testid="label-row-enabled" />
          ),
        },
        { key: 'updated', title: t('common.updatedAt'), render: (_, l) => formatDate(l.updated_at, DATE_ONLY) },
        ...(canEdit ? [{
          key: 'actions', title: t('common.actions'), width: 100,
          render: (_: unknown, l: Label) => (
            <Button type="link" size="small" onClick={() => onEdit(l)} data-testid="label-edit">{t('common.edit')}</Button>
          ),
        }] : []),
      ]}
    />
  );
}
