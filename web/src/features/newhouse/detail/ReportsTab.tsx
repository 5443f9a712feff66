import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewhouseReport } from '@brokerage/contract';
import { usePermission } from '../../../app/permission';
import { ListView } from '../../../components/list';
import { useReports } from '../queries';
import { useReportColumns } from '../report/reportColumns';
import { ReportDecision } from '../report/ReportDecision';
import { hasReportActions } from '../report/stages';

const LIMIT = 20;

// The project's reports the caller may see (their own and those they handle), with the decisions for confirmers.
export function ReportsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const canConfirm = usePermission(['newhouse:confirm']);
  const [page, setPage] = useState(1);
  const reports = useReports({ new_id: projectId, page, limit: LIMIT });
  const columns = useReportColumns({
    project: false,
    actions: canConfirm ? (r: NewhouseReport) => (hasReportActions(r) ? <ReportDecision report={r} /> : null) : undefined,
  });
  return (
    <ListView<NewhouseReport> testId="newhouse-report-table" rowKey="id" columns={columns} source={reports} empty={t('newhouse.report.empty')}
      paging={{ page, limit: LIMIT, onChange: (next) => setPage(next) }}
      rowProps={(r) => ({ 'data-report-id': r.id, 'data-customer': r.customer_name, 'data-confirm': r.confirm, 'data-stage': r.stage })} />
  );
}
