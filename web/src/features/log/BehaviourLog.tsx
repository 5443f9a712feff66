import { useState } from 'react';
import { Flex, Input, Select, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BEHAVIOUR_ACTIONS, BEHAVIOUR_ACTION_LABELS, behaviourExport, behaviourList, type BehaviourAction, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { formatDate } from '../../lib/format';
import { pagerTotal } from '../../components/list';
import { ExportButton } from '../../components/list';
import { MEMBER_KEY } from '../member/queries';
import { useLabel } from '../../i18n/useLabel';
import { PeriodPicker, type Period } from './PeriodPicker';

type Entry = DataOf<typeof behaviourList>['list'][number];
const PAGE_SIZE = 20;

function isAction(value: string): value is BehaviourAction {
  return (BEHAVIOUR_ACTIONS as readonly string[]).includes(value);
}

// Logins, lockouts, password, permission and security changes and exports, newest first.
export function BehaviourLog() {
  const { t } = useTranslation();
  const label = useLabel();
  const [action, setAction] = useState<BehaviourAction | undefined>();
  const [keyword, setKeyword] = useState('');
  const [period, setPeriod] = useState<Period>({});
  const [page, setPage] = useState(1);
  const filters = { ...period, ...(action ? { action } : {}), ...(keyword ? { keyword } : {}) };
  const list = useQuery({
    queryKey: [...MEMBER_KEY, 'log', 'behaviour', filters, page],
    queryFn: () => api(behaviourList, { ...filters, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const actionLabel = (value: string) => (isAction(value) ? label(BEHAVIOUR_ACTION_LABELS[value]) : value);
  const first = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Select allowClear style={{ width: 200 }} placeholder={t('log.action')} value={action} data-testid="record-action"
          options={BEHAVIOUR_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))} onChange={first(setAction)} />
        <Input.Search allowClear style={{ width: 220 }} placeholder={t('log.keywordPlaceholder')} data-testid="record-keyword"
          onSearch={(value) => first(setKeyword)(value.trim().slice(0, 64))} />
        <PeriodPicker onChange={first(setPeriod)} />
        <ExportButton endpoint={behaviourExport} input={filters} />
      </Flex>
      <Table<Entry>
        size="small"
        rowKey="id"
        data-testid="behaviour-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page, pageSize: PAGE_SIZE, onChange: setPage, showSizeChanger: false,
          // Counted up to page.total_cap (2,000): past it the pager offers the next page while this one is full.
          total: pagerTotal(list.data?.page.total ?? 0, list.data?.page.total_cap, page, PAGE_SIZE, list.data?.list.length ?? 0),
        }}
        columns={[
          { key: 'time', title: t('log.time'), render: (_, e) => formatDate(e.created_at) },
          { key: 'action', title: t('log.action'), render: (_, e) => <Tag>{actionLabel(e.action)}</Tag> },
          { key: 'account', dataIndex: 'account', title: t('log.account') },
          { key: 'person', dataIndex: 'staff_name', title: t('log.person') },
          { key: 'detail', dataIndex: 'detail', title: t('log.detail') },
          { key: 'ip', dataIndex: 'ip', title: t('log.ip') },
          { key: 'device', dataIndex: 'device', title: t('log.device') },
        ]}
      />
    </Flex>
  );
}
