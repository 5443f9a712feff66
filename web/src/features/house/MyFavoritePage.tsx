import { Button, Card, Popconfirm, Tabs } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOUSE_KIND_LABELS, HOUSE_KINDS, houseFavDelete, houseFavList, type HouseKind } from '@brokerage/contract';
import { api } from '../../api/client';
import { ListView, useListQuery, type ListColumn } from '../../components/list';
import { showSuccess } from '../../api/bridge';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { houseLink, houseName, setHouseTitle } from './links';
import { useHouseFavourites, useInvalidateHouses, type FavouriteHouse } from './queries';
import { DEFAULT_HIDDEN, useHouseColumns } from './list/columns';
import { PAGE_SIZES } from './list/listState';

type KindTab = HouseKind | 'all';
const TABS: readonly KindTab[] = ['all', ...HOUSE_KINDS];

// /house/my-favorite: the houses the signed-in person saved and may still see, newest favourite first, by kind;
// a row opens the house, the last column removes it from the favourites.
export function MyFavoritePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const invalidate = useInvalidateHouses();
  const { query, filter, page } = useListQuery(houseFavList.input);
  const list = useHouseFavourites(query);
  const remove = useMutation({
    mutationFn: (id: number) => api(houseFavDelete, { id }),
    onSuccess: async () => {
      showSuccess(t('house.mine.removed'));
      await invalidate();
    },
  });

  // The favourites come newest first: the list's columns without their sorting.
  const columns: ListColumn<FavouriteHouse>[] = [
    ...useHouseColumns()
      .filter((c) => !DEFAULT_HIDDEN.includes(c.key))
      .map(({ sortKey: _sortKey, ...column }) => column as ListColumn<FavouriteHouse>),
    { key: 'favAt', title: t('house.mine.favAt'), width: 130, render: (_, h) => formatDate(h.fav_at, 'YYYY-MM-DD HH:mm') },
    {
      key: 'actions', title: t('house.mine.actions'), width: 100, fixed: 'right', card: 'actions',
      render: (_, h) => (
        <Popconfirm title={t('house.mine.removeConfirm', { name: houseName(h) })} onConfirm={() => remove.mutateAsync(h.id).catch(() => undefined)}>
          <Button type="link" danger size="small" data-testid={`fav-remove-${h.id}`}>{t('house.mine.remove')}</Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title={t('house.mine.favoriteTitle')} data-testid="my-favorite-page">
      <Tabs
        activeKey={query.kind ?? 'all'}
        onChange={(key) => filter({ kind: key === 'all' ? undefined : key as HouseKind })}
        items={TABS.map((key) => ({
          key, label: <span data-testid={`my-favorite-tab-${key}`}>{key === 'all' ? t('house.mine.all') : label(HOUSE_KIND_LABELS[key])}</span>,
        }))}
      />
      <ListView<FavouriteHouse>
        testId="favorite-table"
        rowKey="id"
        columns={columns}
        source={list}
        empty={t('house.mine.emptyFavorites')}
        totalText={(total) => t('house.list.total', { total })}
        paging={{ page: query.page, limit: query.limit, sizes: PAGE_SIZES, onChange: page }}
        rowProps={(house) => ({ 'data-house-id': house.id })}
        onOpen={(house) => {
          setHouseTitle(houseName(house));
          void navigate(houseLink(house.id));
        }}
      />
    </Card>
  );
}
