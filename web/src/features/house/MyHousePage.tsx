import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOUSE_KIND_LABELS, HOUSE_KINDS, type HouseItem, type HouseKind } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { useUserInfo } from '../account/useUserInfo';
import { houseLink, houseName, useHouseTitle } from './links';
import { useHouseList } from './queries';
import { DEFAULT_HIDDEN } from './list/columns';
import { HouseTable } from './list/HouseTable';
import { emptyState, toListInput, type ListState } from './list/listState';

// /house/my-house: the houses the signed-in person maintains, sale and rental on their own tabs, sorted and
// paged like the house list; a row opens the house's detail tab.
export function MyHousePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  return (
    <Card title={t('house.mine.houseTitle')} data-testid="my-house-page">
      {info.data ? <MyHouses me={info.data.id} /> : null}
    </Card>
  );
}

const stateFor = (kind: HouseKind, me: number): ListState => {
  const empty = emptyState(kind);
  return { ...empty, query: { ...empty.query, maintainer_id: me } };
};

function MyHouses({ me }: { me: number }) {
  const label = useLabel();
  const navigate = useNavigate();
  const setTitle = useHouseTitle((s) => s.setTitle);
  const [state, setState] = useState<ListState>(() => stateFor('sale', me));
  // The maintainer stays the signed-in person whatever the table changes.
  const write = (next: ListState) => setState({ ...next, query: { ...next.query, maintainer_id: me } });
  const list = useHouseList(toListInput(state.query));
  const open = (house: HouseItem) => {
    setTitle(houseName(house));
    void navigate(houseLink(house.id));
  };
  return (
    <>
      <Tabs
        activeKey={state.query.kind}
        onChange={(kind) => write(stateFor(kind as HouseKind, me))}
        items={HOUSE_KINDS.map((kind) => ({ key: kind, label: <span data-testid={`my-house-tab-${kind}`}>{label(HOUSE_KIND_LABELS[kind])}</span> }))}
      />
      <HouseTable
        state={state}
        rows={list.data?.list ?? []}
        total={list.data?.page.total ?? 0}
        loading={list.isFetching}
        hidden={[...DEFAULT_HIDDEN]}
        onChange={write}
        onOpen={open}
      />
    </>
  );
}
