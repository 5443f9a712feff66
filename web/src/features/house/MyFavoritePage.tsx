import type { HTMLAttributes } from 'react';
import { useState } from 'react';
import { Button, Card, Popconfirm, Table, Tabs } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOUSE_KIND_LABELS, HOUSE_KINDS, houseFavDelete, type HouseKind } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { houseLink, houseName, useHouseTitle } from './links';
import { useHouseFavourites, useInvalidateHouses, type FavouriteHouse } from './queries';
import { DEFAULT_HIDDEN, useHouseColumns } from './list/columns';
import { PAGE_SIZES } from './list/listState';

type KindTab = HouseKind | 'all';
const TABS: readonly KindTab[] = ['all', ...HOUSE_KINDS];
// The favourites come newest first; the list's columns are shown without their sorting.
const NO_SORT = { sort: 'updated_at', order: 'desc' } as const;

// /house/my-favorite: the houses the signed-in person saved and may still see, newest favourite first, by kind;
// a row opens the house, the last column removes it from the favourites.
export function MyFavoritePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const setTitle = useHouseTitle((s) => s.setTitle);
  const invalidate = useInvalidateHouses();
  const [kind, setKind] = useState<KindTab>('all');
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const list = useHouseFavourites({ ...paging, ...(kind === 'all' ? {} : { kind }) });
  const remove = useMutation({
    mutationFn: (id: number) => api(houseFavDelete, { id }),
    onSuccess: async () => {
      showSuccess(t('house.mine.removed'));
      await invalidate();
    },
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.page.total ?? 0;
  // Removing the last row of a later page goes back a page rather than showing an empty one.
  if (list.data && !list.isFetching && rows.length === 0 && paging.page > 1) setPaging({ ...paging, page: paging.page - 1 });

  const columns: ColumnType<FavouriteHouse>[] = [
    ...useHouseColumns(NO_SORT)
      .filter((c) => !DEFAULT_HIDDEN.includes(c.key))
      .map(({ sorter: _sorter, sortOrder: _sortOrder, sortDirections: _directions, ...column }) => column as ColumnType<FavouriteHouse>),
    { key: 'favAt', title: t('house.mine.favAt'), width: 130, render: (_, h) => formatDate(h.fav_at, 'YYYY-MM-DD HH:mm') },
    {
      key: 'actions', title: t('house.mine.actions'), width: 100, fixed: 'right',
      render: (_, h) => (
        <span onClick={(event) => event.stopPropagation()}>
          <Popconfirm title={t('house.mine.removeConfirm', { name: houseName(h) })} onConfirm={() => remove.mutateAsync(h.id).catch(() => undefined)}>
            <Button type="link" danger size="small" data-testid={`fav-remove-${h.id}`}>{t('house.mine.remove')}</Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <Card title={t('house.mine.favoriteTitle')} data-testid="my-favorite-page">
      <Tabs
        activeKey={kind}
        onChange={(key) => {
          setKind(key as KindTab);
          setPaging({ ...paging, page: 1 });
        }}
        items={TABS.map((key) => ({
          key, label: <span data-testid={`my-favorite-tab-${key}`}>{key === 'all' ? t('house.mine.all') : label(HOUSE_KIND_LABELS[key])}</span>,
        }))}
      />
      <Table<FavouriteHouse>
        rowKey="id"
        size="middle"
        data-testid="favorite-table"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('house.mine.emptyFavorites') }}
        onRow={(house) => ({
          onClick: () => {
            setTitle(houseName(house));
            void navigate(houseLink(house.id));
          },
          style: { cursor: 'pointer' },
          'data-house-id': house.id,
        } as HTMLAttributes<HTMLElement>)}
        pagination={{
          current: paging.page, pageSize: paging.limit, total, showSizeChanger: true, pageSizeOptions: PAGE_SIZES,
          showTotal: (n) => t('house.list.total', { total: n }),
        }}
        onChange={(pagination) => {
          const limit = pagination.pageSize ?? paging.limit;
          setPaging({ page: limit === paging.limit ? pagination.current ?? 1 : 1, limit });
        }}
      />
    </Card>
  );
}
