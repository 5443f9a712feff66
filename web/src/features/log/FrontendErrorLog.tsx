import { useState } from 'react';
import { Flex, Input, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { frontendErrorList, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { formatDate } from '../../lib/format';
import { maxLengthOf } from '../../components/form';
import { FilterBar, ListView, toCallInput, useListQuery, type ListColumn } from '../../components/list';
import { MEMBER_KEY } from '../member/queries';
import { PeriodPicker } from './PeriodPicker';

type Entry = DataOf<typeof frontendErrorList>['list'][number];

// Uncaught errors of the web app's production build as browsers reported them (app/error-report.ts), newest first;
// the stack and the browser open under each row.
export function FrontendErrorLog() {
  const { t } = useTranslation();
  const list = useListQuery(frontendErrorList.input);
  const { query } = list;
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const input = toCallInput(query);
  const entries = useQuery({
    queryKey: [...MEMBER_KEY, 'log', 'frontend', input],
    queryFn: () => api(frontendErrorList, input),
    placeholderData: keepPreviousData,
  });
  const columns: ListColumn<Entry>[] = [
    { key: 'time', title: t('log.time'), render: (_, e) => formatDate(e.created_at) },
    { key: 'message', dataIndex: 'message', title: t('log.message'), card: 'title' },
    { key: 'page', dataIndex: 'page', title: t('log.page') },
    { key: 'person', dataIndex: 'staff_name', title: t('log.person') },
    { key: 'count', dataIndex: 'count', title: t('log.count') },
    { key: 'release', dataIndex: 'release', title: t('log.release') },
    { key: 'ip', dataIndex: 'ip', title: t('log.ip') },
  ];
  const active = [query.keyword, query.from ?? query.to].filter((v) => v !== undefined).length;

  return (
    <Flex vertical gap={16}>
      <FilterBar active={active}>
        <Input.Search allowClear style={{ width: 220 }} placeholder={t('log.errorKeyword')} aria-label={t('log.errorKeyword')}
          maxLength={maxLengthOf(frontendErrorList.input, 'keyword')} data-testid="frontend-error-keyword"
          value={keyword} onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => list.filter({ keyword: value.trim().slice(0, 64) || undefined })} />
        <PeriodPicker value={query} onChange={(period) => list.filter(period)} testId="frontend-error-period" />
      </FilterBar>
      <ListView<Entry> testId="frontend-error-table" rowKey="id" size="small" columns={columns} source={entries}
        paging={{ page: query.page, limit: query.limit, onChange: list.page }}
        expand={{
          render: (e) => (
            <Flex vertical gap={8}>
              <Typography.Text strong>{t('log.stack')}</Typography.Text>
              <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap' }}>{e.stack}</Typography.Paragraph>
              <Typography.Text strong>{t('log.agent')}</Typography.Text>
              <Typography.Paragraph>{e.agent}</Typography.Paragraph>
            </Flex>
          ),
        }} />
    </Flex>
  );
}
