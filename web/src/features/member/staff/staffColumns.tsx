import { Avatar, Button, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STAFF_STATUS_LABELS, type StaffItem, type StaffStatus } from '@brokerage/contract';
import { usePermissionStore } from '../../../app/permission';
import type { ListColumn } from '../../../components/list';
import { formatDate } from '../../../lib/format';
import { useLabel } from '../../../i18n/useLabel';
import type { StaffActionKind } from './StaffActionDialog';

const STATUS_COLOR: Record<StaffStatus, string> = { active: 'green', resigned: 'default', disabled: 'red' };

// Which state changes a row offers, by its status and the permission each needs.
const ACTIONS: { kind: StaffActionKind; code: string; when: StaffStatus[] }[] = [
  { kind: 'points', code: 'staff:points', when: ['active', 'disabled'] },
  { kind: 'resetPassword', code: 'staff:resetpw', when: ['active', 'disabled'] },
  { kind: 'disable', code: 'staff:status', when: ['active'] },
  { kind: 'enable', code: 'staff:status', when: ['disabled'] },
  { kind: 'resign', code: 'staff:resign', when: ['active', 'disabled'] },
  { kind: 'rejoin', code: 'staff:resign', when: ['resigned'] },
  { kind: 'blacklist', code: 'blacklist:edit', when: ['resigned'] },
];

type Actions = {
  onEdit: (staff: StaffItem) => void;
  onDetail: (staff: StaffItem) => void;
  onAction: (kind: StaffActionKind, staff: StaffItem) => void;
};

// The staff list's columns: the person, where they work, points, status and the actions their status allows.
export function useStaffColumns({ onEdit, onDetail, onAction }: Actions): ListColumn<StaffItem>[] {
  const { t } = useTranslation();
  const label = useLabel();
  const held = usePermissionStore((state) => state.codes);
  const canEdit = held.has('staff:edit');

  return [
    {
      key: 'name', title: t('member.staff.fields.name'), fixed: 'left', card: 'title',
      render: (_, row) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
          <Flex vertical>
            <Typography.Text data-testid="staff-row-name">{row.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.account}</Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { key: 'mobile', dataIndex: 'mobile', title: t('member.staff.fields.mobile') },
    { key: 'store', dataIndex: 'store_name', title: t('member.staff.fields.store') },
    { key: 'department', dataIndex: 'department_name', title: t('member.staff.fields.department') },
    { key: 'role', dataIndex: 'role_name', title: t('member.staff.fields.role') },
    { key: 'position', dataIndex: 'position_name', title: t('member.staff.fields.position') },
    { key: 'points', title: t('member.staff.fields.points'), render: (_, row) => `${row.points}${row.level_name ? ` · ${row.level_name}` : ''}` },
    {
      key: 'status', title: t('member.common.status'),
      render: (_, row) => <Tag color={STATUS_COLOR[row.status]} data-testid="staff-row-status">{label(STAFF_STATUS_LABELS[row.status])}</Tag>,
    },
    { key: 'join', title: t('member.staff.fields.joinDate'), render: (_, row) => formatDate(row.join_date, 'YYYY-MM-DD') },
    {
      key: 'actions', title: t('member.common.actions'), fixed: 'right', card: 'actions',
      render: (_, row) => {
        const items = ACTIONS.filter((a) => a.when.includes(row.status) && held.has(a.code))
          .map((a) => ({ key: a.kind, label: <span data-testid={`staff-action-${a.kind}-item`}>{t(`member.staff.actions.${a.kind}`)}</span> }));
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onDetail(row)} data-testid="staff-detail">{t('member.staff.actions.detail')}</Button>
            {canEdit && <Button type="link" size="small" onClick={() => onEdit(row)} data-testid="staff-edit">{t('member.common.edit')}</Button>}
            {items.length > 0 && (
              <Dropdown menu={{ items, onClick: ({ key }) => onAction(key as StaffActionKind, row) }} trigger={['click']}>
                <Button type="link" size="small" data-testid="staff-more">{t('member.common.more')} <DownOutlined /></Button>
              </Dropdown>
            )}
          </Space>
        );
      },
    },
  ];
}
