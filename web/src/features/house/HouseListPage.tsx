import { useState } from 'react';
import { Button, Card, Flex, Select, Space, Tabs, Tooltip } from 'antd';
import { DiffOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOUSE_KIND_LABELS, HOUSE_KINDS, HOUSE_SORTS, houseExport, type HouseItem, type HouseKind } from '@brokerage/contract';
import { Permission } from '../../app/permission';
import { BulkBar, ColumnSettings, ExportButton, FilterBar, ListTotal, ListView, useColumnSettings } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { useUserInfo } from '../account/useUserInfo';
import { HouseForm } from './form/HouseForm';
import { houseLink, houseName, setHouseTitle } from './links';
import { useHouseList } from './queries';
import { COLUMN_KEYS, DEFAULT_HIDDEN, useHouseColumns } from './list/columns';
import { FilterPanel } from './list/FilterPanel';
import { PAGE_SIZES, toListInput, type ListState } from './list/listState';
import { QuickFilters } from './list/QuickFilters';
import { useListState } from './list/useListState';
import { SavedSearches } from '../house-search/SavedSearches';
import { StatusCounts } from './list/StatusCounts';
import { COMPARE_MAX, COMPARE_MIN, compareLink } from './compare/compareIds';

// /house/new-sell: sale and rental houses with the filters, quick filters, sort and paging of GET house, all
// kept in the URL query; a row opens the house's detail tab; staff allowed to enter houses add them here. Saved
// searches restore filters, the status tabs count the houses per status, and 2–4 picked rows open the comparison.
export function HouseListPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const info = useUserInfo();
  const { state, write } = useListState();
  const columnSettings = useColumnSettings('house', COLUMN_KEYS, DEFAULT_HIDDEN);
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const listInput = toListInput(state.query);
  const list = useHouseList(listInput);
  // Counted up to page.total_cap (2,000, or 200 with a label filter): a total at it reads "2000 or more".
  const totalText = (n: number, capped: boolean) => t(capped ? 'house.list.totalCapped' : 'house.list.total', { total: n });
  // The export takes the list's filters and sort, every page of them.
  const { page: _page, limit: _limit, ...exportInput } = listInput;
  const columns = useHouseColumns();
  const { query } = state;
  const set = (patch: Partial<ListState['query']>) => write({ ...state, query: { ...query, ...patch } });

  const open = (house: Pick<HouseItem, 'id' | 'region_name' | 'building_name' | 'unit_name' | 'door_name'>) => {
    setHouseTitle(houseName(house));
    void navigate(houseLink(house.id));
  };
  // Prices differ in unit between sale (万) and rent (yuan a month): a new kind drops the price range.
  const switchKind = (kind: HouseKind): ListState => ({
    ...state, query: { ...query, kind, page: 1, price_min: undefined, price_max: undefined },
  });
  const sortOptions = HOUSE_SORTS.flatMap((sort) => (['desc', 'asc'] as const).map((order) => ({
    value: `${sort}:${order}`,
    label: `${t(`house.list.sorts.${sort}`)} ${order === 'desc' ? '↓' : '↑'}`,
    title: `${t(`house.list.sorts.${sort}`)} (${t(`house.list.${order}`)})`,
  })));

  return (
    <Card
      title={t('house.list.title')}
      data-testid="house-list-page"
      extra={(
        <Permission codes={['house:add']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="house-add">{t('house.list.add')}</Button>
        </Permission>
      )}
    >
      <Tabs
        activeKey={query.kind}
        onChange={(kind) => write(switchKind(kind as HouseKind))}
        items={HOUSE_KINDS.map((kind) => ({ key: kind, label: <span data-testid={`house-tab-${kind}`}>{label(HOUSE_KIND_LABELS[kind])}</span> }))}
      />
      <Flex vertical gap={12}>
        <FilterBar testId="house-filter-bar">
          <Flex vertical gap={8} style={{ width: '100%' }}>
            <FilterPanel state={state} onChange={write} />
            <QuickFilters state={state} me={info.data ? { id: info.data.id, name: info.data.name } : null} onChange={write} />
          </Flex>
        </FilterBar>
        <StatusCounts state={state} onChange={write} />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap>
            <SavedSearches state={state} onApply={write} />
            <BulkBar count={picked.length} onClear={() => setPicked([])} testId="house-picked">
              <Tooltip title={picked.length >= COMPARE_MAX ? t('houseCompare.selectionFull', { max: COMPARE_MAX }) : t('houseCompare.compareHint')}>
                <Button icon={<DiffOutlined />} disabled={picked.length < COMPARE_MIN} data-testid="house-compare"
                  onClick={() => void navigate(compareLink(picked))}>
                  {t('houseCompare.compare', { count: picked.length })}
                </Button>
              </Tooltip>
            </BulkBar>
          </Space>
          <Space wrap>
            <ListTotal source={list} text={totalText} testId="house-total" />
            <Select
              style={{ width: 180 }}
              aria-label={t('shell.list.sort')}
              data-testid="house-sort"
              value={`${query.sort}:${query.order}`}
              options={sortOptions}
              onChange={(value) => {
                const [sort, order] = value.split(':') as [ListState['query']['sort'], ListState['query']['order']];
                set({ sort, order, page: 1 });
              }}
            />
            <ColumnSettings testId="house-column" columns={columns} fixed={['house']} hidden={columnSettings.hidden}
              onChange={columnSettings.change} onReset={columnSettings.reset} />
            <ExportButton endpoint={houseExport} input={exportInput} />
          </Space>
        </Flex>
        <ListView<HouseItem>
          testId="house-table"
          rowKey="id"
          columns={columns}
          source={list}
          hidden={columnSettings.hidden}
          empty={t('house.list.empty')}
          totalText={totalText}
          paging={{ page: query.page, limit: query.limit, sizes: PAGE_SIZES, onChange: (page, limit) => set({ page, limit }) }}
          sort={{
            by: query.sort, order: query.order,
            onChange: (by, order) => set({ sort: (by ?? 'updated_at') as ListState['query']['sort'], order: by ? order : 'desc', page: 1 }),
          }}
          selection={{ selected: picked, max: COMPARE_MAX, onChange: (keys) => setPicked(keys.map(Number)), testId: (house) => `house-select-${house.id}` }}
          rowProps={(house) => ({ 'data-house-id': house.id })}
          onOpen={open}
        />
      </Flex>
      <HouseForm open={adding} kind={query.kind} onClose={() => setAdding(false)} onOpenHouse={(house) => {
        setAdding(false);
        open(house);
      }} />
    </Card>
  );
}
