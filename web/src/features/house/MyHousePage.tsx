import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOUSE_KIND_LABELS, HOUSE_KINDS, HOUSE_ROLE_LABELS, HOUSE_ROLES, type HouseItem, type HouseKind, type HouseRole } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { houseLink, houseName, useHouseTitle } from './links';
import { DEFAULT_HIDDEN } from './list/columns';
import { HouseTable } from './list/HouseTable';
import { emptyState, type ListState } from './list/listState';
import { useRoleHouses } from '../house-role/queries';

// The role the page opens on: the houses the person maintains.
const FIRST_ROLE: HouseRole = 'maintain';

// /house/my-house: the houses where the signed-in person holds a role (maintainer, recorder, rental agent, key
// holder, surveyor, VR surveyor), one tab per role, sale and rental on their own tabs, sorted and paged like the
// house list; a row opens the house's detail tab.
export function MyHousePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const setTitle = useHouseTitle((s) => s.setTitle);
  const [role, setRole] = useState<HouseRole>(FIRST_ROLE);
  const [state, setState] = useState<ListState>(() => emptyState('sale'));
  const { query } = state;
  const list = useRoleHouses(role, { kind: query.kind, page: query.page, limit: query.limit, sort: query.sort, order: query.order });
  const open = (house: HouseItem) => {
    setTitle(houseName(house));
    void navigate(houseLink(house.id));
  };
  const roles = [FIRST_ROLE, ...HOUSE_ROLES.filter((r) => r !== FIRST_ROLE)];
  return (
    <Card title={t('houseRole.mine.title')} data-testid="my-house-page">
      <Tabs
        activeKey={role}
        onChange={(next) => {
          setRole(next as HouseRole);
          setState(emptyState(query.kind));
        }}
        items={roles.map((r) => ({ key: r, label: <span data-testid={`my-house-role-${r}`}>{label(HOUSE_ROLE_LABELS[r])}</span> }))}
      />
      <Tabs
        size="small"
        activeKey={query.kind}
        onChange={(kind) => setState(emptyState(kind as HouseKind))}
        items={HOUSE_KINDS.map((kind) => ({ key: kind, label: <span data-testid={`my-house-tab-${kind}`}>{label(HOUSE_KIND_LABELS[kind])}</span> }))}
      />
      <HouseTable
        state={state}
        rows={list.data?.list ?? []}
        total={list.data?.page.total ?? 0}
        loading={list.isFetching}
        hidden={[...DEFAULT_HIDDEN]}
        onChange={setState}
        onOpen={open}
      />
    </Card>
  );
}
