import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Input, Modal, Select, Space, Tabs, Typography } from 'antd';
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import {
  HOUSE_KIND_LABELS, HOUSE_KINDS, OFFLINE_SOURCE_LABELS, OFFLINE_SOURCES, type HouseKind, type ImportReport, type OfflineItem,
  type OfflineSource, type OfflineStatus,
} from '@brokerage/contract';
import { Permission } from '../../app/permission';
import { formatDate } from '../../lib/format';
import { useEnumOptions } from '../house/options';
import { HouseForm, type HouseEntrySource } from '../house/form/HouseForm';
import { houseLink, houseName, useHouseTitle } from '../house/links';
import { entryFrom } from './convert';
import { ImportDialog } from './ImportDialog';
import { ImportReportView } from './ImportReportView';
import { OfflineAddDrawer } from './OfflineAddDrawer';
import { OfflineTable } from './OfflineTable';
import { useOfflineList, type OfflineListInput } from './queries';

const PAGE_SIZE = 20;
type Tab = OfflineStatus | 'all';
const TABS: Tab[] = ['pending', 'converted', 'all'];
type Filters = {
  kind?: HouseKind; source?: OfflineSource; keyword?: string; import_id?: number; duplicate?: 0 | 1; from?: number; to?: number;
};

// /house/out-house: listings found outside (portals, flyers, calls) waiting to be verified. They come in by hand or
// from an Excel import (with a per-row report); a pending one is converted through the house entry, prefilled from
// it with its matched door picked, and then links to the house it became.
export function HouseOfflinePage() {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const navigate = useNavigate();
  const setTitle = useHouseTitle((s) => s.setTitle);
  const [tab, setTab] = useState<Tab>('pending');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [converting, setConverting] = useState<{ item: OfflineItem; from: HouseEntrySource } | null>(null);
  const input: OfflineListInput = { ...filters, ...(tab === 'all' ? {} : { status: tab }), page, limit: PAGE_SIZE };
  const list = useOfflineList(input);
  const data = list.data;
  const filter = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const openHouse = (id: number, name?: string) => {
    setTitle(name ?? null);
    void navigate(houseLink(id));
  };
  const showBatch = (importId: number) => {
    setTab('all');
    filter({ import_id: importId });
  };
  const range = (dates: [Dayjs | null, Dayjs | null] | null) => filter({
    from: dates?.[0] ? dates[0].startOf('day').unix() : undefined,
    to: dates?.[1] ? dates[1].endOf('day').unix() : undefined,
  });

  return (
    <Card
      title={t('houseOffline.title')}
      data-testid="out-house-page"
      extra={(
        <Space>
          <Typography.Text type="secondary" data-testid="offline-total">{t('houseOffline.total', { total: data?.page.total ?? 0 })}</Typography.Text>
          <Permission codes={['offline:edit']}>
            <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)} data-testid="offline-import">{t('houseOffline.actions.import')}</Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="offline-add">{t('houseOffline.actions.add')}</Button>
          </Permission>
        </Space>
      )}
    >
      <Flex vertical gap={12}>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as Tab);
            setPage(1);
          }}
          items={TABS.map((key) => ({ key, label: <span data-testid={`offline-tab-${key}`}>{t(`houseOffline.tabs.${key}`)}</span> }))}
        />
        <Flex gap={8} wrap>
          <Select allowClear style={{ width: 120 }} placeholder={t('houseOffline.filters.kind')} value={filters.kind}
            options={options(HOUSE_KINDS, HOUSE_KIND_LABELS)} onChange={(kind?: HouseKind) => filter({ kind })} data-testid="offline-filter-kind" />
          <Select allowClear style={{ width: 150 }} placeholder={t('houseOffline.filters.source')} value={filters.source}
            options={options(OFFLINE_SOURCES, OFFLINE_SOURCE_LABELS)} onChange={(source?: OfflineSource) => filter({ source })}
            data-testid="offline-filter-source" />
          <Select allowClear style={{ width: 160 }} placeholder={t('houseOffline.filters.duplicate')} value={filters.duplicate}
            options={[{ value: 1, label: t('houseOffline.filters.onlyDuplicates') }, { value: 0, label: t('houseOffline.filters.noDuplicates') }]}
            onChange={(duplicate?: 0 | 1) => filter({ duplicate })} data-testid="offline-filter-duplicate" />
          <Input.Search allowClear style={{ width: 200 }} placeholder={t('houseOffline.filters.keyword')} maxLength={50}
            onSearch={(value) => filter({ keyword: value.trim() || undefined })} data-testid="offline-filter-keyword" />
          <DatePicker.RangePicker onChange={(dates) => range(dates)} data-testid="offline-filter-dates" />
          <Select allowClear style={{ width: 320 }} placeholder={t('houseOffline.filters.import')} value={filters.import_id}
            onChange={(importId?: number) => filter({ import_id: importId })} data-testid="offline-filter-import"
            options={(data?.imports ?? []).map((batch) => ({
              value: batch.id,
              label: t('houseOffline.filters.batch', {
                file: batch.filename, date: formatDate(batch.created_at, 'YYYY-MM-DD'), ok: batch.ok_rows, total: batch.total_rows,
              }),
            }))} />
          {data?.batch && (
            <Button onClick={() => setReportOpen(true)} data-testid="offline-batch-report">{t('houseOffline.actions.report')}</Button>
          )}
        </Flex>
        <OfflineTable
          rows={data?.list ?? []}
          loading={list.isFetching}
          onOpenHouse={(id) => openHouse(id)}
          onConvert={(item) => setConverting({ item, from: { offlineId: item.id, values: entryFrom(item) } })}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.page.total ?? 0, onChange: setPage, showSizeChanger: false }}
        />
      </Flex>
      <OfflineAddDrawer open={adding} onClose={() => setAdding(false)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onShow={showBatch} />
      {reportOpen && data?.batch && (
        <ImportReportModal report={data.batch} onClose={() => setReportOpen(false)} />
      )}
      {converting && (
        <HouseForm
          open
          kind={converting.item.kind}
          from={converting.from}
          onClose={() => setConverting(null)}
          onOpenHouse={(house) => {
            setConverting(null);
            openHouse(house.id, houseName(house));
          }}
        />
      )}
    </Card>
  );
}

// The report of a past import, as the list returns it for the batch filtered on.
function ImportReportModal({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open width={760} title={t('houseOffline.report.title', { file: report.filename })} onCancel={onClose} footer={null}
      data-testid="offline-batch-report-dialog">
      <ImportReportView report={report} />
    </Modal>
  );
}
