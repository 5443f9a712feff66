import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOUSE_KIND_LABELS, HOUSE_KINDS, HOUSE_ROLE_LABELS, HOUSE_ROLES, type HouseItem, type HouseKind, type HouseRole } from '@brokerage/contract';
import { ListView } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { houseLink, houseName, setHouseTitle } from './links';
import { DEFAULT_HIDDEN, useHouseColumns } from './list/columns';
import { PAGE_SIZES, emptyState, totalKey, type HouseQuery, type ListState } from './list/listState';
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
  const [role, setRole] = useState<HouseRole>(FIRST_ROLE);
  const [state, setState] = useState<ListState>(() => emptyState('sale'));
  const { query } = state;
  const columns = useHouseColumns();
  const set = (patch: Partial<HouseQuery>) => setState({ ...state, query: { ...query, ...patch } });
  const list = useRoleHouses(role, { kind: query.kind, page: query.page, limit: query.limit, sort: query.sort, order: query.order });
  const open = (house: HouseItem) => {
    setHouseTitle(houseName(house));
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
      <ListView<HouseItem>
        testId="house-table"
        rowKey="id"
        columns={columns}
        hidden={DEFAULT_HIDDEN}
        source={list}
        empty={t('house.list.empty')}
        totalText={(total) => t(totalKey(total), { total })}
        paging={{ page: query.page, limit: query.limit, sizes: PAGE_SIZES, onChange: (page, limit) => set({ page, limit }) }}
        sort={{
          by: query.sort, order: query.order,
          onChange: (by, order) => set({ sort: (by ?? 'updated_at') as HouseQuery['sort'], order: by ? order : 'desc', page: 1 }),
        }}
        rowProps={(house) => ({ 'data-house-id': house.id })}
        onOpen={open}
      />
    </Card>
  );
}
