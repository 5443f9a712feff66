import { useEffect, useRef, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import type { DepartmentNode } from '@brokerage/contract';
import { teamInStore, teamOptions } from './teamOptions';

type Props = {
  // The department tree (departmentTree), loaded by the caller.
  tree: readonly DepartmentNode[] | undefined;
  // The store chosen on the same form or filter: only its departments are offered, and a team of another store is
  // cleared when the store changes.
  storeId?: number | null;
  value?: number | null;
  onChange?: (teamId: number | undefined) => void;
  placeholder?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  style?: CSSProperties;
  allowClear?: boolean;
};

// Chooses a team (or any department) from the tree, within the chosen store when there is one.
export function TeamPicker({ tree, storeId, value, onChange, placeholder, style, allowClear = true, ...rest }: Props) {
  // The store and team last seen: a team that comes with its store (a record loading) is left as it is; a store changed
  // on its own clears a team that is not one of its departments.
  const seen = useRef({ storeId, value });
  useEffect(() => {
    if (!tree) return;
    const before = seen.current;
    seen.current = { storeId, value };
    if (before.storeId === storeId || before.value !== value) return;
    if (value && !teamInStore(tree, value, storeId)) onChange?.(undefined);
  }, [tree, storeId, value, onChange]);
  return (
    // Mounted again for another store, so that its departments open like the first ones did.
    <TreeSelect key={storeId ?? 'all'} allowClear={allowClear} showSearch treeNodeFilterProp="title" treeDefaultExpandAll style={style} placeholder={placeholder}
      aria-label={rest['aria-label'] ?? placeholder} data-testid={rest['data-testid']} value={value ?? undefined}
      treeData={teamOptions(tree ?? [], storeId)} onChange={(teamId?: number) => onChange?.(teamId)} />
  );
}
