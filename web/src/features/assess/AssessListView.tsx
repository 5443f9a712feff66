import { useState } from 'react';
import { Card, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ASSESS_KPIS, ASSESS_KPI_LABELS, assessList, isLang, type AssessGroupRow, type AssessRow } from '@brokerage/contract';
import { ListView, toCallInput, useListQuery, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { today } from '../statistics/days';
import { StoreFilter, TeamFilter } from '../statistics/filterControls';
import { AssessDetailDrawer } from './AssessDetailDrawer';
import { KpiCellTag, PassedTag } from './KpiCellTag';
import { MonthField } from './MonthField';
import { useAssessGroups, useAssessList } from './queries';
import { VIEW_PARAM, kpiCell, monthOf, percent, rateRowName } from './views';

function useColumns(): ListColumn<AssessRow>[] {
  const { t } = useTranslation();
  const label = useLabel();
  return [
    { key: 'name', title: t('assess.person'), dataIndex: 'name', card: 'title' },
    { key: 'store', title: t('assess.store'), dataIndex: 'store_name' },
    { key: 'position', title: t('assess.position'), dataIndex: 'position_name' },
    ...ASSESS_KPIS.map((kpi): ListColumn<AssessRow> => ({
      key: kpi, title: label(ASSESS_KPI_LABELS[kpi]), align: 'right',
      render: (_, r) => <KpiCellTag cell={kpiCell(r, kpi)} testId={`assess-cell-${kpi}`} />,
    })),
    { key: 'passed', title: t('assess.result'), render: (_, r) => <PassedTag passed={r.passed} /> },
  ];
}

function GroupRates({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const groups = useAssessGroups(month);
  return (
    <Card title={t('assess.groups.title')} size="small">
      <Table<AssessGroupRow> size="small" rowKey="id" pagination={false} loading={groups.isFetching} dataSource={groups.data ?? []}
        data-testid="assess-groups" scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('assess.store'), render: (_, r) => rateRowName(r, lang) },
          { key: 'people', title: t('assess.groups.people'), dataIndex: 'people', align: 'right' },
          { key: 'assessed', title: t('assess.groups.assessed'), dataIndex: 'assessed', align: 'right' },
          { key: 'passed', title: t('assess.groups.passed'), dataIndex: 'passed', align: 'right' },
          { key: 'rate', title: t('assess.groups.rate'), align: 'right', render: (_, r) => percent(r.pass_rate) },
        ]} />
    </Card>
  );
}

// 考核: each working person's month against their position's quota, the pass rates per store above them, a person's
// days in a drawer.
export function AssessListView() {
  const { t } = useTranslation();
  const list = useListQuery(assessList.input, { base: { month: monthOf(today()) }, extras: [VIEW_PARAM] });
  const { query } = list;
  const rows = useAssessList(toCallInput(query));
  const [opened, setOpened] = useState<AssessRow>();
  const columns = useColumns();
  return (
    <Flex vertical gap={16} data-testid="assess-page">
      <Card title={t('assess.views.assess')}>
        <Flex gap={12} wrap>
          <MonthField value={query.month} onChange={(month) => list.filter({ month })} testId="assess-month" />
          <StoreFilter value={query.store_id} onChange={(storeId) => list.filter({ store_id: storeId })} testId="assess-store" />
          <TeamFilter storeId={query.store_id} value={query.department_id} onChange={(teamId) => list.filter({ department_id: teamId })} testId="assess-team" />
        </Flex>
      </Card>
      <GroupRates month={query.month} />
      <Card>
        <ListView<AssessRow> testId="assess-table" rowKey="staff_id" columns={columns} source={rows} onOpen={setOpened}
          empty={t('assess.empty')} totalText={(total) => t('assess.total', { total })}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }} rowProps={(r) => ({ 'data-id': r.staff_id })} />
      </Card>
      <AssessDetailDrawer row={opened} month={query.month} onClose={() => setOpened(undefined)} />
    </Flex>
  );
}
