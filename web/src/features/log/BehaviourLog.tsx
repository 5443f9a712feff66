import { useState } from 'react';
import { maxLengthOf } from '../../components/form';
import { Flex, Input, Select, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BEHAVIOUR_ACTIONS, BEHAVIOUR_ACTION_LABELS, behaviourExport, behaviourList, type BehaviourAction, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { formatDate } from '../../lib/format';
import { ExportButton, FilterBar, ListView, toCallInput, useListQuery, type ListColumn } from '../../components/list';
import { MEMBER_KEY } from '../member/queries';
import { useLabel } from '../../i18n/useLabel';
import { PeriodPicker } from './PeriodPicker';

type Entry = DataOf<typeof behaviourList>['list'][number];

function isAction(value: string): value is BehaviourAction {
  return (BEHAVIOUR_ACTIONS as readonly string[]).includes(value);
}

// Logins, lockouts, password, permission and security changes and exports, newest first; counted up to
// page.total_cap (2,000), past which the pager offers the next page while this one is full.
export function BehaviourLog() {
  const { t } = useTranslation();
  const label = useLabel();
  const list = useListQuery(behaviourList.input);
  const { query } = list;
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const input = toCallInput(query);
  const { page: _page, limit: _limit, ...filters } = input;
  const entries = useQuery({
    queryKey: [...MEMBER_KEY, 'log', 'behaviour', input],
    queryFn: () => api(behaviourList, input),
    placeholderData: keepPreviousData,
  });
  const actionLabel = (value: string) => (isAction(value) ? label(BEHAVIOUR_ACTION_LABELS[value]) : value);
  const columns: ListColumn<Entry>[] = [
    { key: 'time', title: t('log.time'), render: (_, e) => formatDate(e.created_at) },
    { key: 'action', title: t('log.action'), render: (_, e) => <Tag>{actionLabel(e.action)}</Tag>, card: 'title' },
    { key: 'account', dataIndex: 'account', title: t('log.account') },
    { key: 'person', dataIndex: 'staff_name', title: t('log.person') },
    { key: 'detail', dataIndex: 'detail', title: t('log.detail') },
    { key: 'ip', dataIndex: 'ip', title: t('log.ip') },
    { key: 'device', dataIndex: 'device', title: t('log.device') },
  ];
  const active = [query.action, query.keyword, query.from ?? query.to].filter((v) => v !== undefined).length;

  return (
    <Flex vertical gap={16}>
      <FilterBar active={active}>
        <Select allowClear style={{ width: 200 }} placeholder={t('log.action')} aria-label={t('log.action')} value={query.action} data-testid="record-action"
          options={BEHAVIOUR_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))} onChange={(action?: BehaviourAction) => list.filter({ action })} />
        <Input.Search allowClear style={{ width: 220 }} placeholder={t('log.keywordPlaceholder')} maxLength={maxLengthOf(behaviourList.input, 'keyword')} data-testid="record-keyword"
          value={keyword} onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => list.filter({ keyword: value.trim().slice(0, 64) || undefined })} />
        <PeriodPicker value={query} onChange={(period) => list.filter(period)} />
        <ExportButton endpoint={behaviourExport} input={filters} />
      </FilterBar>
      <ListView<Entry> testId="behaviour-table" rowKey="id" size="small" columns={columns} source={entries}
        paging={{ page: query.page, limit: query.limit, onChange: list.page }} />
    </Flex>
  );
}
