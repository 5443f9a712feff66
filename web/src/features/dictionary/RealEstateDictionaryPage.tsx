import { useState } from 'react';
import { Button, Card, Flex, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { regionExport, regionList, type Region } from '@brokerage/contract';
import { api } from '../../api/client';
import { Permission } from '../../app/permission';
import { ExportButton, FilterBar, toCallInput, useListQuery, usePhone } from '../../components/list';
import { DICTIONARY_KEY } from './queries';
import { areaFilter, areaPathOf } from './region/areaPath';
import { RegionFilterBar } from './region/RegionFilterBar';
import { RegionForm } from './region/RegionForm';
import { RegionTable } from './region/RegionTable';

// /operate/real-estate-dictionary: communities by keyword (pinyin initials too), area and finished state, with
// server paging; add, edit, delete, finish and reopen; each community's buildings open below its row. The filters
// and the page are in the URL query; the area's path travels beside its id for the cascader.
export function RealEstateDictionaryPage() {
  const { t } = useTranslation();
  const list = useListQuery(regionList.input, { extras: ['area'] });
  const { query } = list;
  const [expanded, setExpanded] = useState<number[]>([]);
  const phone = usePhone();
  const [form, setForm] = useState<{ editing: Region | null } | null>(null);

  const input = toCallInput(query);
  const { page: _page, limit: _limit, ...criteria } = input;
  const regions = useQuery({
    queryKey: [...DICTIONARY_KEY, 'regions', input],
    queryFn: () => api(regionList, input),
    placeholderData: keepPreviousData,
  });
  const filters = { keyword: query.keyword, finished: query.finished, area_path: areaPathOf(list.extras.area) };

  const actions = (
    <Space wrap>
      <ExportButton endpoint={regionExport} input={criteria} />
      <Permission codes={['dictionary:edit']}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="region-add">
          {t('dictionary.region.add')}
        </Button>
      </Permission>
    </Space>
  );

  return (
    // On a phone the actions go under the title: beside it they would leave the title no room.
    <Card title={t('dictionary.region.title')} data-testid="dictionary-page" extra={phone ? undefined : actions}>
      <Flex vertical gap={16}>
        {phone && actions}
        <FilterBar active={[query.keyword, query.area_id, query.finished].filter((v) => v !== undefined).length}>
          <RegionFilterBar
            value={filters}
            onChange={(next) => {
              const area = areaFilter(next.area_path);
              list.filter({ keyword: next.keyword, finished: next.finished, ...area.patch }, area.extras);
            }}
          />
        </FilterBar>
        <RegionTable
          source={regions}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          expanded={expanded}
          onExpand={setExpanded}
          onEdit={(region) => setForm({ editing: region })}
        />
      </Flex>
      <RegionForm
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        // A community just added would sit wherever its pinyin puts it, often on another page: the list shows it.
        onAdded={(region) => list.filter({ keyword: region.name, finished: undefined, area_id: undefined }, { area: undefined })}
      />
    </Card>
  );
}
