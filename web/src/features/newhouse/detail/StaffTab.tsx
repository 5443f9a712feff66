import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_RELATE_ROLE_LABELS, type StaffRelateItem } from '@brokerage/contract';
import { ListView, type ListColumn } from '../../../components/list';
import { useLabel } from '../../../i18n/useLabel';
import { useStaffRelations } from '../queries';
import { useNewhouseFormat } from '../useFormat';

// A project's page holds every link it has.
const ALL_LINKS = 100;

// Our staff linked to the project and their roles (read here; changed on the linkage screen).
export function StaffTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const label = useLabel();
  const fmt = useNewhouseFormat();
  const links = useStaffRelations({ new_id: projectId, page: 1, limit: ALL_LINKS });
  const columns: ListColumn<StaffRelateItem>[] = [
    { key: 'person', title: t('newhouse.col.person'), card: 'title', render: (_, l) => <Typography.Text strong data-testid="newhouse-staff-person">{l.user_name}</Typography.Text> },
    { key: 'store', title: t('newhouse.col.store'), render: (_, l) => fmt.text(l.store_name) },
    { key: 'role', title: t('newhouse.col.role'), render: (_, l) => <Tag data-role={l.role}>{label(STAFF_RELATE_ROLE_LABELS[l.role])}</Tag> },
    { key: 'linked', title: t('newhouse.col.linked'), render: (_, l) => fmt.dateTime(l.created_at) },
  ];
  return <ListView<StaffRelateItem> testId="newhouse-staff-table" rowKey="id" columns={columns} source={links} empty={t('newhouse.staff.empty')} />;
}
