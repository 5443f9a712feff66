import { Avatar, Descriptions, Drawer, Flex, Skeleton, Tabs, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_STATUS_LABELS, staffGet, type StaffItem } from '@brokerage/contract';
import { api } from '../../../api/client';
import { usePermission } from '../../../app/permission';
import { formatDate } from '../../../lib/format';
import { MEMBER_KEY } from '../queries';
import { useLabel } from '../../../i18n/useLabel';
import { GrowthPanel } from './GrowthPanel';
import { OperationsPanel } from './OperationsPanel';
import { PictureUpload } from './PictureUpload';
import { PropertyPanel } from './PropertyPanel';
import { TeachingPanel } from './TeachingPanel';
import type { StaffTexts } from './texts';

// The detail drawer of one person: data and picture, growth records, mentoring, what was done to them,
// and the HR properties (those need staff:edit, as the server does).
export function StaffDetail({ staff, onClose }: { staff: StaffItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const canEdit = usePermission(['staff:edit']);
  return (
    <Drawer open={staff !== null} size={760} title={staff ? t('member.staff.detailTitle', { name: staff.name }) : ''} onClose={onClose} destroyOnHidden>
      {staff && (
        <Tabs
          data-testid="staff-detail"
          items={[
            { key: 'info', label: t('member.staff.tabs.info'), children: <InfoPanel id={staff.id} canEdit={canEdit} /> },
            { key: 'growth', label: t('member.staff.tabs.growth'), children: <GrowthPanel staffId={staff.id} canEdit={canEdit} /> },
            { key: 'teaching', label: t('member.staff.tabs.teaching'), children: <TeachingPanel staffId={staff.id} canEdit={canEdit} /> },
            { key: 'operations', label: t('member.staff.tabs.operations'), children: <OperationsPanel staffId={staff.id} /> },
            ...(canEdit ? [{ key: 'property', label: t('member.staff.tabs.property'), children: <PropertyPanel staffId={staff.id} /> }] : []),
          ]}
        />
      )}
    </Drawer>
  );
}

function InfoPanel({ id, canEdit }: { id: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const label = useLabel();
  const detail = useQuery({ queryKey: [...MEMBER_KEY, 'staff', id], queryFn: () => api(staffGet, { id }) });
  const d = detail.data;
  if (!d) return <Skeleton active />;
  const f = (key: keyof StaffTexts['fields']) => t(`member.staff.fields.${key}`);
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} align="center">
        <Avatar size={72} src={d.avatar || undefined} icon={<UserOutlined />} data-testid="staff-detail-avatar" />
        {canEdit && <PictureUpload staffId={id} />}
      </Flex>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered data-testid="staff-detail-info"
        items={[
          { key: 'account', label: f('account'), children: d.account },
          { key: 'name', label: f('name'), children: d.name },
          { key: 'gender', label: f('gender'), children: d.gender },
          { key: 'mobile', label: f('mobile'), children: d.mobile },
          { key: 'status', label: t('member.common.status'), children: <Tag>{label(STAFF_STATUS_LABELS[d.status])}</Tag> },
          { key: 'store', label: f('store'), children: d.store_name },
          { key: 'department', label: f('department'), children: d.department_name },
          { key: 'role', label: f('role'), children: d.role_name },
          { key: 'position', label: f('position'), children: d.position_name },
          { key: 'points', label: f('points'), children: d.points },
          { key: 'level', label: f('level'), children: d.level_name },
          { key: 'education', label: f('education'), children: d.education },
          { key: 'workType', label: f('workType'), children: d.work_type },
          { key: 'joinDate', label: f('joinDate'), children: formatDate(d.join_date, 'YYYY-MM-DD') },
          { key: 'phones', label: f('phones'), span: 'filled', children: d.staff_phone_list.map((p) => p.sp_number).join(', ') },
          { key: 'introduction', label: f('introduction'), span: 'filled', children: d.introduction },
        ]}
      />
    </Flex>
  );
}
