import { Button, Card, Descriptions, Empty, Flex, Popconfirm, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_LEVEL_LABELS, departmentDelete, departmentRoles, type DepartmentNode } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { usePermission } from '../../../app/permission';
import { ListView, sourceOf } from '../../../components/list';
import { MEMBER_KEY, useStoreOptions } from '../../member/queries';
import { useLabel } from '../../../i18n/useLabel';
import type { DepartmentEdit } from './DepartmentForm';

type Props = { node: DepartmentNode | null; onEdit: (edit: DepartmentEdit) => void; onDeleted: () => void };

function levelLabel(level: number) {
  return level === 1 || level === 2 || level === 3 || level === 4 ? DEPARTMENT_LEVEL_LABELS[level] : null;
}

// The chosen department: its data, the roles its people hold, and add-child / edit / delete. Deleting one
// with sub-departments or people is refused by the server (409003) with a message the client shows.
export function DepartmentDetail({ node, onEdit, onDeleted }: Props) {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['department:edit']);
  const stores = useStoreOptions();
  const roles = useQuery({
    queryKey: [...MEMBER_KEY, 'org', 'department-roles', node?.id],
    queryFn: () => api(departmentRoles, { id: node?.id ?? 0 }),
    enabled: node !== null,
    select: (data) => data.list,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(departmentDelete, { id }),
    onSuccess: () => {
      showSuccess(t('member.common.deleted'));
      onDeleted();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });

  if (!node) return <Card size="small"><Empty description={t('org.department.select')} /></Card>;
  const level = levelLabel(node.level);
  const store = stores.data?.find((s) => s.id === node.store_id);
  return (
    <Card size="small" title={node.name} data-testid="department-detail" extra={canEdit && (
      <Space>
        <Button size="small" onClick={() => onEdit({ mode: 'add', parent: node })} disabled={node.level >= 4} data-testid="department-add-child">
          {t('org.department.addChild')}
        </Button>
        <Button size="small" onClick={() => onEdit({ mode: 'edit', node })} data-testid="department-edit">{t('member.common.edit')}</Button>
        {node.parent_id !== null && (
          <Popconfirm title={t('member.common.confirmDelete', { name: node.name })} onConfirm={() => remove.mutateAsync(node.id).catch(() => undefined)}
            okButtonProps={{ ...{ 'data-testid': 'department-delete-ok' } }}>
            <Button size="small" danger data-testid="department-delete">{t('member.common.delete')}</Button>
          </Popconfirm>
        )}
      </Space>
    )}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={[
        { key: 'level', label: t('org.department.level'), children: level ? label(level) : node.level },
        { key: 'people', label: t('org.department.people'), children: node.staff_count },
        { key: 'store', label: t('org.department.store'), children: store?.name ?? '' },
        { key: 'sort', label: t('member.common.sort'), children: node.sort },
      ]} />
      <Flex vertical gap={8}>
        <Typography.Text strong>{t('org.department.roles')}</Typography.Text>
        <ListView testId="department-roles" rowKey="id" size="small" source={sourceOf(roles, roles.data)} columns={[
          { key: 'name', dataIndex: 'name', title: t('member.staff.fields.role'), card: 'title' },
          { key: 'count', dataIndex: 'staff_count', title: t('org.department.roleCount') },
        ]} />
      </Flex>
    </Card>
  );
}
