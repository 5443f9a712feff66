import type { ReactNode } from 'react';
import { Flex, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewhouseReport } from '@brokerage/contract';
import type { ListColumn } from '../../../components/list';
import { newhouseDetailPath } from '../paths';
import { ConfirmTag, LapsedTag, StageTag } from '../tags';
import { useNewhouseFormat } from '../useFormat';

type Options = {
  // The project column is left out on a project's own page.
  project?: boolean;
  // The reporter column is left out of the caller's own reports.
  reporter?: boolean;
  actions?: (row: NewhouseReport) => ReactNode;
};

// The columns of a report list: customer, project, planned visit, confirmation (and 失效), stage with its date and
// amounts, protection date and filing time.
export function useReportColumns({ project = true, reporter = true, actions }: Options): ListColumn<NewhouseReport>[] {
  const { t } = useTranslation();
  const fmt = useNewhouseFormat();
  const columns: (ListColumn<NewhouseReport> | false)[] = [
    {
      key: 'customer', title: t('newhouse.col.customer'), card: 'title',
      render: (_, r) => (
        <Space size={6} wrap>
          <Typography.Text strong data-testid="report-customer">{r.customer_name}</Typography.Text>
          <Typography.Text type="secondary" data-testid="report-phone">{r.customer_phone}</Typography.Text>
        </Space>
      ),
    },
    project && {
      key: 'project', title: t('newhouse.col.name'),
      render: (_, r) => <Link to={newhouseDetailPath(r.newhouse_id)} data-testid="report-project">{r.newhouse_name}</Link>,
    },
    reporter && { key: 'reporter', title: t('newhouse.col.reporter'), render: (_, r) => [r.reporter_name, r.store_name].filter(Boolean).join(' · ') },
    { key: 'visit', title: t('newhouse.col.visit'), render: (_, r) => fmt.dateTime(r.visit_at) },
    {
      key: 'confirm', title: t('newhouse.col.confirm'),
      render: (_, r) => (
        <Flex vertical gap={2} align="flex-start">
          <Space size={0} wrap>
            <ConfirmTag confirm={r.confirm} />
            {r.lapsed === 1 && <LapsedTag />}
          </Space>
          {r.confirm === 'invalid' && r.confirm_reason && <Typography.Text type="secondary" data-testid="report-reason">{r.confirm_reason}</Typography.Text>}
          {r.confirmed_at !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('newhouse.confirm.by', { name: r.confirmed_by_name, date: fmt.date(r.confirmed_at) })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'stage', title: t('newhouse.col.stage'),
      render: (_, r) => (
        <Flex vertical gap={2} align="flex-start">
          <Space size={4} wrap>
            <StageTag stage={r.stage} />
            <Typography.Text type="secondary">{fmt.date(r.stage_times[r.stage])}</Typography.Text>
          </Space>
          {r.deal_amount !== null && <Typography.Text data-testid="report-deal-amount">{fmt.yuan(r.deal_amount)}</Typography.Text>}
          {r.commission_amount !== null && <Typography.Text data-testid="report-commission-amount">{fmt.yuan(r.commission_amount)}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'protected', title: t('newhouse.col.protected'), render: (_, r) => <span data-testid="report-protected">{fmt.date(r.protected_until)}</span> },
    { key: 'filed', title: t('newhouse.col.filed'), render: (_, r) => fmt.dateTime(r.created_at) },
    actions !== undefined && { key: 'actions', title: t('newhouse.col.actions'), card: 'actions', render: (_, r) => actions(r) },
  ];
  return columns.filter((c): c is ListColumn<NewhouseReport> => c !== false);
}
