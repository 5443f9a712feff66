import { useState } from 'react';
import { Button, Card, Flex, Modal, Space, Tabs } from 'antd';
import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { houseCheckList, type ImportReport, type OfflineItem, type OfflineStatus } from '@brokerage/contract';
import { Permission } from '../../app/permission';
import { ListTotal, ListView, useListQuery, usePhone } from '../../components/list';
import { HouseForm, type HouseEntrySource } from '../house/form/HouseForm';
import { houseLink, houseName, setHouseTitle } from '../house/links';
import { entryFrom } from './convert';
import { ImportDialog } from './ImportDialog';
import { ImportReportView } from './ImportReportView';
import { OfflineAddDrawer } from './OfflineAddDrawer';
import { OfflineFilters, type OfflineFilterValues } from './OfflineFilters';
import { useOfflineColumns } from './offlineColumns';
import { useOfflineList } from './queries';

type Tab = OfflineStatus | 'all';
const TABS: Tab[] = ['pending', 'converted', 'all'];

// /house/out-house: listings found outside (portals, flyers, calls) waiting to be verified. They come in by hand or
// from an Excel import (with a per-row report); a pending one is converted through the house entry, prefilled from
// it with its matched door picked, and then links to the house it became. Filters, tab and page are in the URL
// query; the pending tab is the list's default (`tab=all` in the URL shows every status).
export function HouseOfflinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, extras, filter, page } = useListQuery(houseCheckList.input, { extras: ['tab'] });
  const [adding, setAdding] = useState(false);
  const phone = usePhone();
  const [importing, setImporting] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [converting, setConverting] = useState<{ item: OfflineItem; from: HouseEntrySource } | null>(null);
  const tab: Tab = extras.tab === 'all' ? 'all' : query.status ?? 'pending';
  const list = useOfflineList({ ...query, status: tab === 'all' ? undefined : tab });
  const data = list.data;
  const openHouse = (id: number, name?: string) => {
    setHouseTitle(name ?? null);
    void navigate(houseLink(id));
  };
  const columns = useOfflineColumns({
    onOpenHouse: (id) => openHouse(id),
    onConvert: (item) => setConverting({ item, from: { offlineId: item.id, values: entryFrom(item) } }),
  });
  const showTab = (next: Tab, patch: Partial<OfflineFilterValues> = {}) => filter(
    { ...patch, status: next === 'pending' || next === 'all' ? undefined : next }, { tab: next === 'all' ? 'all' : undefined },
  );

  const actions = (
    <Space wrap>
      <ListTotal source={list} text={(n) => t('houseOffline.total', { total: n })} testId="offline-total" />
      <Permission codes={['offline:edit']}>
        <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)} data-testid="offline-import">{t('houseOffline.actions.import')}</Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="offline-add">{t('houseOffline.actions.add')}</Button>
      </Permission>
    </Space>
  );

  return (
    // On a phone the actions go under the title: beside it they would leave the title no room.
    <Card title={t('houseOffline.title')} data-testid="out-house-page" extra={phone ? undefined : actions}>
      <Flex vertical gap={12}>
        {phone && actions}
        <Tabs
          activeKey={tab}
          onChange={(key) => showTab(key as Tab)}
          items={TABS.map((key) => ({ key, label: <span data-testid={`offline-tab-${key}`}>{t(`houseOffline.tabs.${key}`)}</span> }))}
        />
        <OfflineFilters value={query} onChange={(patch) => filter(patch)} data={data} onReport={() => setReportOpen(true)} />
        <ListView<OfflineItem>
          testId="offline-table"
          rowKey="id"
          columns={columns}
          source={list}
          empty={t('houseOffline.empty')}
          totalText={(total) => t('houseOffline.total', { total })}
          rowProps={(item) => ({ 'data-testid': `offline-row-${item.id}` })}
          paging={{ page: query.page, limit: query.limit, onChange: page }}
        />
      </Flex>
      <OfflineAddDrawer open={adding} onClose={() => setAdding(false)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onShow={(importId) => showTab('all', { import_id: importId })} />
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
