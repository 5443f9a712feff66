import { useState } from 'react';
import { Flex, Input, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { interfaceExport, interfaceList, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { formatDate } from '../../lib/format';
import { pagerTotal } from '../../components/list';
import { ExportButton } from '../../components/list';
import { MEMBER_KEY } from '../member/queries';
import { PeriodPicker, type Period } from './PeriodPicker';

type Entry = DataOf<typeof interfaceList>['list'][number];
const PAGE_SIZE = 20;

// Calls this server made to outside services; request and response bodies open under each row.
export function InterfaceLog() {
  const { t } = useTranslation();
  const [service, setService] = useState('');
  const [period, setPeriod] = useState<Period>({});
  const [page, setPage] = useState(1);
  const filters = { ...period, ...(service ? { service } : {}) };
  const list = useQuery({
    queryKey: [...MEMBER_KEY, 'log', 'interface', filters, page],
    queryFn: () => api(interfaceList, { ...filters, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Input.Search allowClear style={{ width: 220 }} placeholder={t('log.service')} onSearch={(value) => {
          setService(value.trim().slice(0, 40));
          setPage(1);
        }} />
        <PeriodPicker onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }} />
        <ExportButton endpoint={interfaceExport} input={filters} />
      </Flex>
      <Table<Entry>
        size="small"
        rowKey="id"
        data-testid="interface-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page, pageSize: PAGE_SIZE, onChange: setPage, showSizeChanger: false,
          // Counted up to page.total_cap (2,000): past it the pager offers the next page while this one is full.
          total: pagerTotal(list.data?.page.total ?? 0, list.data?.page.total_cap, page, PAGE_SIZE, list.data?.list.length ?? 0),
        }}
        expandable={{
          expandedRowRender: (e) => (
            <Flex vertical gap={8}>
              <Typography.Text strong>{t('log.request')}</Typography.Text>
              <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap' }}>{e.request}</Typography.Paragraph>
              <Typography.Text strong>{t('log.response')}</Typography.Text>
              <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap' }}>{e.response}</Typography.Paragraph>
            </Flex>
          ),
        }}
        columns={[
          { key: 'time', title: t('log.time'), render: (_, e) => formatDate(e.created_at) },
          { key: 'service', dataIndex: 'service', title: t('log.service') },
          { key: 'method', dataIndex: 'method', title: t('log.method') },
          { key: 'url', dataIndex: 'url', title: t('log.url') },
          { key: 'status', title: t('log.httpStatus'), render: (_, e) => <Tag color={e.status >= 200 && e.status < 300 ? 'green' : 'red'}>{e.status}</Tag> },
          { key: 'duration', dataIndex: 'duration_ms', title: t('log.duration') },
        ]}
      />
    </Flex>
  );
}
