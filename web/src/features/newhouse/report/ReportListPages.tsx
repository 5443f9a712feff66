import { useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { newhouseReportList, type NewhouseReport } from '@brokerage/contract';
import { Permission, usePermission } from '../../../app/permission';
import { ListView, toCallInput, useListQuery } from '../../../components/list';
import { useReports } from '../queries';
import { ReportDecision } from './ReportDecision';
import { ReportFilters } from './ReportFilters';
import { ReportForm } from './ReportForm';
import { useReportColumns } from './reportColumns';
import { canEditReport, hasReportActions } from './stages';

type Mode = 'mine' | 'handled';
const MINE = { mine: 1 } as const;

function ReportListPage({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const mine = mode === 'mine';
  const canConfirm = usePermission(['newhouse:confirm']);
  const list = useListQuery(newhouseReportList.input, { base: mine ? MINE : {}, extras: ['project'] });
  const { query } = list;
  const reports = useReports(toCallInput(query));
  const [form, setForm] = useState<{ editing: NewhouseReport | null } | null>(null);
  const actions = mine
    ? (r: NewhouseReport) => (canEditReport(r)
      ? <Button size="small" type="link" onClick={() => setForm({ editing: r })} data-testid="report-edit">{t('newhouse.report.edit')}</Button>
      : null)
    : (canConfirm ? (r: NewhouseReport) => (hasReportActions(r) ? <ReportDecision report={r} /> : null) : undefined);
  const columns = useReportColumns({ reporter: !mine, actions });
  return (
    <Card title={mine ? t('newhouse.title.filing') : t('newhouse.title.management')} data-testid={mine ? 'report-filing-page' : 'report-management-page'}
      extra={mine && (
        <Permission codes={['newhouse:report']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="report-add">{t('newhouse.report.add')}</Button>
        </Permission>
      )}>
      <Flex vertical gap={12}>
        <ReportFilters value={query} names={list.extras} onChange={(patch, names) => list.filter(patch, names)} />
        <ListView<NewhouseReport> testId="report-table" rowKey="id" columns={columns} source={reports} empty={t('newhouse.report.empty')}
          totalText={(total) => t('newhouse.report.total', { total })} paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          rowProps={(r) => ({ 'data-report-id': r.id, 'data-customer': r.customer_name, 'data-confirm': r.confirm, 'data-stage': r.stage, 'data-lapsed': r.lapsed })} />
      </Flex>
      {form && <ReportForm editing={form.editing} onClose={() => setForm(null)} />}
    </Card>
  );
}

// /newhouse/filingrecords: the caller's own reports (mine=1); file one, change one still pending.
export function FilingRecordsPage() {
  return <ReportListPage mode="mine" />;
}

// /newhouse/reportmanagement: the reports the caller handles; holders of newhouse:confirm decide them and record
// their progress.
export function ReportManagementPage() {
  return <ReportListPage mode="handled" />;
}
