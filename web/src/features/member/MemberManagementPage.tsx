import { useState } from 'react';
import { Button, Card, Flex, Space, Statistic } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffExport, staffList, type StaffItem, type StaffStatus } from '@brokerage/contract';
import { api } from '../../api/client';
import { Permission } from '../../app/permission';
import { ExportButton, FilterBar, ListView, useListQuery, usePhone } from '../../components/list';
import { MEMBER_KEY } from './queries';
import { OneTimePassword, type IssuedPassword } from './staff/OneTimePassword';
import { StaffActionDialog, type StaffAction } from './staff/StaffActionDialog';
import { StaffDetail } from './staff/StaffDetail';
import { StaffFilterBar } from './staff/StaffFilterBar';
import { StaffForm } from './staff/StaffForm';
import { useStaffColumns } from './staff/staffColumns';
import { VrAccountsDrawer } from '../vr/VrAccountsDrawer';

const SUMMARY_KEYS = ['summary1', 'summary2', 'summary3', 'summary4', 'summary5'] as const;
// Clicking a count filters the list by the status it counts (the month counts have no filter of their own).
const SUMMARY_STATUS: Record<(typeof SUMMARY_KEYS)[number], StaffStatus | undefined> = {
  summary1: 'active', summary2: undefined, summary3: undefined, summary4: 'disabled', summary5: 'resigned',
};

// /member/management: the staff list with its five counts, filters in the URL, and every action on a person.
export function MemberManagementPage() {
  const { t } = useTranslation();
  const { query, filter, page } = useListQuery(staffList.input);
  const { page: _page, limit: _limit, ...filters } = query;
  const [form, setForm] = useState<{ editing: StaffItem | null } | null>(null);
  const [detail, setDetail] = useState<StaffItem | null>(null);
  const [action, setAction] = useState<StaffAction | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [vr, setVr] = useState(false);
  const phone = usePhone();

  const list = useQuery({
    queryKey: [...MEMBER_KEY, 'staff', 'list', query],
    queryFn: () => api(staffList, query),
    placeholderData: (previous) => previous,
  });
  const summary = list.data?.summary;
  const columns = useStaffColumns({
    onEdit: (staff) => setForm({ editing: staff }),
    onDetail: setDetail,
    onAction: (kind, staff) => setAction({ kind, staff }),
  });

  const actions = (
    <Space wrap>
      <ExportButton endpoint={staffExport} input={filters} />
      <Permission codes={['vr:manage']}>
        <Button onClick={() => setVr(true)} data-testid="vr-accounts-open">{t('vr.accounts.button')}</Button>
      </Permission>
      <Permission codes={['staff:add']}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="staff-add">
          {t('member.staff.add')}
        </Button>
      </Permission>
    </Space>
  );

  return (
    <Flex vertical gap={16} data-testid="member-management">
      <Flex gap={16} wrap data-testid="staff-summary">
        {SUMMARY_KEYS.map((key) => {
          const status = SUMMARY_STATUS[key];
          return (
            <Card key={key} size="small" style={{ flex: '1 1 160px' }} hoverable={status !== undefined} onClick={status ? () => filter({ status }) : undefined}>
                <Statistic title={t(`member.staff.summary.${key}`)} value={summary?.[key] ?? 0} loading={list.isPending}
                  data-testid={`staff-${key}`} />
            </Card>
          );
        })}
      </Flex>
      <Card
        title={t('member.staff.title')}
        // On a phone the actions go under the title: beside it they would push the page wider than the screen.
        extra={phone ? undefined : actions}
      >
        <Flex vertical gap={16}>
          {phone && actions}
          <FilterBar active={Object.values(filters).filter((v) => v !== undefined).length}>
            <StaffFilterBar value={filters} onChange={(next) => filter({
              keyword: next.keyword, status: next.status, store_id: next.store_id, department_id: next.department_id, role_id: next.role_id,
              position_id: next.position_id,
            })} />
          </FilterBar>
          <ListView<StaffItem>
            testId="staff-table"
            rowKey="id"
            size="small"
            columns={columns}
            source={list}
            paging={{ page: query.page, limit: query.limit, onChange: page }}
          />
        </Flex>
      </Card>
      <StaffForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} onIssued={setIssued} />
      <StaffActionDialog action={action} onClose={() => setAction(null)} onIssued={setIssued} />
      <StaffDetail staff={detail} onClose={() => setDetail(null)} />
      <OneTimePassword issued={issued} onClose={() => setIssued(null)} />
      <VrAccountsDrawer open={vr} onClose={() => setVr(false)} />
    </Flex>
  );
}
