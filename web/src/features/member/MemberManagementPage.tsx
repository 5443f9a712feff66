import { useState } from 'react';
import { Button, Card, Flex, Space, Statistic } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffExport, staffList, type StaffItem, type StaffStatus } from '@brokerage/contract';
import { api } from '../../api/client';
import { Permission } from '../../app/permission';
import { ExportButton } from '../../components/list';
import { MEMBER_KEY } from './queries';
import { OneTimePassword, type IssuedPassword } from './staff/OneTimePassword';
import { StaffActionDialog, type StaffAction } from './staff/StaffActionDialog';
import { StaffDetail } from './staff/StaffDetail';
import { StaffFilterBar } from './staff/StaffFilterBar';
import { StaffForm } from './staff/StaffForm';
import { StaffTable } from './staff/StaffTable';
import { useStaffFilters } from './staff/useStaffFilters';

const PAGE_SIZE = 20;
const SUMMARY_KEYS = ['summary1', 'summary2', 'summary3', 'summary4', 'summary5'] as const;
// Clicking a count filters the list by the status it counts (the month counts have no filter of their own).
const SUMMARY_STATUS: Record<(typeof SUMMARY_KEYS)[number], StaffStatus | undefined> = {
  summary1: 'active', summary2: undefined, summary3: undefined, summary4: 'disabled', summary5: 'resigned',
};

// /member/management: the staff list with its five counts, filters in the URL, and every action on a person.
export function MemberManagementPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters, setPage } = useStaffFilters();
  const [form, setForm] = useState<{ editing: StaffItem | null } | null>(null);
  const [detail, setDetail] = useState<StaffItem | null>(null);
  const [action, setAction] = useState<StaffAction | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  const list = useQuery({
    queryKey: [...MEMBER_KEY, 'staff', 'list', filters, page],
    queryFn: () => api(staffList, { ...filters, page, limit: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  const summary = list.data?.summary;

  return (
    <Flex vertical gap={16} data-testid="member-management">
      <Flex gap={16} wrap data-testid="staff-summary">
        {SUMMARY_KEYS.map((key) => {
          const status = SUMMARY_STATUS[key];
          return (
            <Card key={key} size="small" style={{ flex: '1 1 160px' }} hoverable={status !== undefined} onClick={status ? () => setFilters({ ...filters, status }) : undefined}>
                <Statistic title={t(`member.staff.summary.${key}`)} value={summary?.[key] ?? 0} loading={list.isPending}
                  data-testid={`staff-${key}`} />
            </Card>
          );
        })}
      </Flex>
      <Card
        title={t('member.staff.title')}
        extra={
          <Space>
            <ExportButton endpoint={staffExport} input={filters} />
            <Permission codes={['staff:add']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="staff-add">
                {t('member.staff.add')}
              </Button>
            </Permission>
          </Space>
        }
      >
        <Flex vertical gap={16}>
          <StaffFilterBar value={filters} onChange={setFilters} />
          <StaffTable
            rows={list.data?.list ?? []}
            loading={list.isFetching}
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data?.page.total ?? 0}
            onPage={setPage}
            onEdit={(staff) => setForm({ editing: staff })}
            onDetail={setDetail}
            onAction={(kind, staff) => setAction({ kind, staff })}
          />
        </Flex>
      </Card>
      <StaffForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} onIssued={setIssued} />
      <StaffActionDialog action={action} onClose={() => setAction(null)} onIssued={setIssued} />
      <StaffDetail staff={detail} onClose={() => setDetail(null)} />
      <OneTimePassword issued={issued} onClose={() => setIssued(null)} />
    </Flex>
  );
}
