import { useState } from 'react';
import { Flex, Input, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { interfaceExport, interfaceList, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { formatDate } from '../../lib/format';
import { ExportButton, FilterBar, ListView, toCallInput, useListQuery, type ListColumn } from '../../components/list';
import { MEMBER_KEY } from '../member/queries';
import { PeriodPicker } from './PeriodPicker';

type Entry = DataOf<typeof interfaceList>['list'][number];

// Calls this server made to outside services; request and response bodies open under each row. Counted up to
// page.total_cap (2,000), as the behaviour log is.
export function InterfaceLog() {
  const { t } = useTranslation();
  const list = useListQuery(interfaceList.input);
  const { query } = list;
  const [service, setService] = useState(query.service ?? '');
  const input = toCallInput(query);
  const { page: _page, limit: _limit, ...filters } = input;
  const entries = useQuery({
    queryKey: [...MEMBER_KEY, 'log', 'interface', input],
    queryFn: () => api(interfaceList, input),
    placeholderData: keepPreviousData,
  });
  const columns: ListColumn<Entry>[] = [
    { key: 'time', title: t('log.time'), render: (_, e) => formatDate(e.created_at) },
    { key: 'service', dataIndex: 'service', title: t('log.service'), card: 'title' },
    { key: 'method', dataIndex: 'method', title: t('log.method') },
    { key: 'url', dataIndex: 'url', title: t('log.url') },
    { key: 'status', title: t('log.httpStatus'), render: (_, e) => <Tag color={e.status >= 200 && e.status < 300 ? 'green' : 'red'}>{e.status}</Tag> },
    { key: 'duration', dataIndex: 'duration_ms', title: t('log.duration') },
  ];
  const active = [query.service, query.from ?? query.to].filter((v) => v !== undefined).length;

  return (
    <Flex vertical gap={16}>
      <FilterBar active={active}>
        <Input.Search allowClear style={{ width: 220 }} placeholder={t('log.service')} value={service} onChange={(e) => setService(e.target.value)}
          onSearch={(value) => list.filter({ service: value.trim().slice(0, 40) || undefined })} />
        <PeriodPicker value={query} onChange={(period) => list.filter(period)} />
        <ExportButton endpoint={interfaceExport} input={filters} />
      </FilterBar>
      <ListView<Entry> testId="interface-table" rowKey="id" size="small" columns={columns} source={entries}
        paging={{ page: query.page, limit: query.limit, onChange: list.page }}
        expand={{
          render: (e) => (
            <Flex vertical gap={8}>
              <Typography.Text strong>{t('log.request')}</Typography.Text>
              <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap' }}>{e.request}</Typography.Paragraph>
              <Typography.Text strong>{t('log.response')}</Typography.Text>
              <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap' }}>{e.response}</Typography.Paragraph>
            </Flex>
          ),
        }} />
    </Flex>
  );
}
