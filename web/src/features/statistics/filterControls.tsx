import type { ReactNode } from 'react';
import { Flex, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERFORMANCE_GROUP_LABELS, PERFORMANCE_GROUPS, departmentTree, type PerformanceGroup } from '@brokerage/contract';
import { usePermission } from '../../app/permission';
import { TeamPicker } from '../../components/form';
import { useEnumOptions } from '../house/options';
import { useStores } from '../house/queries';
import { useDepartmentTree } from '../member/queries';

// The filter controls the statistics screens share: the grouping, the order, one store, one team. Each takes the test id
// of its screen.

// A row of choices scrolls in its own box rather than push the page wider on a phone.
const SCROLLS = { maxWidth: '100%', overflowX: 'auto' } as const;

// A control with its name before it.
export function Labelled({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Flex align="center" gap={6} style={SCROLLS}>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{text}</Typography.Text>
      {children}
    </Flex>
  );
}

type Control<V> = { value: V; onChange: (value: V) => void; testId: string };

// By person, team, store or district.
export function GroupFilter({ value, onChange, testId }: Control<PerformanceGroup>) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  return (
    <Labelled text={t('statistics.filters.group')}>
      <Segmented<PerformanceGroup> aria-label={t('statistics.filters.group')} value={value}
        options={options(PERFORMANCE_GROUPS, PERFORMANCE_GROUP_LABELS)} onChange={onChange} data-testid={testId} />
    </Labelled>
  );
}

// Largest first by one of `sorts`, each named by `label`.
export function SortFilter<S extends string>({ value, onChange, testId, sorts, label }: Control<S> & { sorts: readonly S[]; label: (sort: S) => string }) {
  const { t } = useTranslation();
  return (
    <Select<S> style={{ width: 200 }} aria-label={t('statistics.filters.sort')} value={value}
      options={sorts.map((sort) => ({ value: sort, label: `${t('statistics.filters.sort')}: ${label(sort)}` }))}
      onChange={onChange} data-testid={testId} />
  );
}

// One store, for those who may list stores; nothing for the others.
export function StoreFilter({ value, onChange, testId }: Control<number | undefined>) {
  const { t } = useTranslation();
  const stores = useStores();
  if (!stores.allowed) return null;
  return (
    <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 150 }} placeholder={t('statistics.filters.store')}
      aria-label={t('statistics.filters.store')} value={value}
      options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} onChange={(storeId?: number) => onChange(storeId)}
      data-testid={testId} />
  );
}

// One team (its own people, not those of the teams under it), for those who may list teams; nothing for the others.
// With a store chosen, only that store's teams, and a team of another store is cleared.
export function TeamFilter({ value, onChange, testId, storeId }: Control<number | undefined> & { storeId: number | undefined }) {
  const { t } = useTranslation();
  const allowed = usePermission([departmentTree.access]);
  const departments = useDepartmentTree();
  if (!allowed) return null;
  return (
    <TeamPicker tree={departments.data} storeId={storeId} style={{ width: 170 }} placeholder={t('statistics.filters.team')}
      value={value} onChange={onChange} data-testid={testId} />
  );
}
