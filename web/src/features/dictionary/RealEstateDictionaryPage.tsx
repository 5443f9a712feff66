import { useState } from 'react';
import { Button, Card, Flex, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { regionExport, regionList, type Region } from '@brokerage/contract';
import { api } from '../../api/client';
import { Permission } from '../../app/permission';
import { ExportButton } from '../../components/list';
import { DICTIONARY_KEY } from './queries';
import { areaIdOf } from './region/AreaCascader';
import { RegionFilterBar, type RegionFilters } from './region/RegionFilterBar';
import { RegionForm } from './region/RegionForm';
import { RegionTable } from './region/RegionTable';

const PAGE_SIZE = 20;

// /operate/real-estate-dictionary: communities by keyword (pinyin initials too), area and finished state, with
// server paging; add, edit, delete, finish and reopen; each community's buildings open below its row.
// Filters stay in the page's own state: a cached tab would otherwise read another page's query string.
export function RealEstateDictionaryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<RegionFilters>({});
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [form, setForm] = useState<{ editing: Region | null } | null>(null);

  const { area_path: areaPath, ...rest } = filters;
  const areaId = areaIdOf(areaPath);
  const criteria = { ...rest, ...(areaId === null ? {} : { area_id: areaId }) };
  const query = { ...criteria, page, limit: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...DICTIONARY_KEY, 'regions', query],
    queryFn: () => api(regionList, query),
    placeholderData: keepPreviousData,
  });

  return (
    <Card
      title={t('dictionary.region.title')}
      data-testid="dictionary-page"
      extra={(
        <Space>
          <ExportButton endpoint={regionExport} input={criteria} />
          <Permission codes={['dictionary:edit']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="region-add">
              {t('dictionary.region.add')}
            </Button>
          </Permission>
        </Space>
      )}
    >
      <Flex vertical gap={16}>
        <RegionFilterBar
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <RegionTable
          rows={list.data?.list ?? []}
          loading={list.isFetching}
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.page.total ?? 0}
          onPage={setPage}
          expanded={expanded}
          onExpand={setExpanded}
          onEdit={(region) => setForm({ editing: region })}
        />
      </Flex>
      <RegionForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
    </Card>
  );
}
