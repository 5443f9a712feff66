import type { DepartmentNode } from '@brokerage/contract';

// The pure parts of the team picker: the department tree as its options, narrowed to one store.

export type TeamOption = { value: number; title: string; children: TeamOption[] };

function toOptions(nodes: readonly DepartmentNode[]): TeamOption[] {
  return nodes.map((node) => ({ value: node.id, title: node.name, children: toOptions(node.children) }));
}

// The departments of one store: its store department and the teams under it. A team added without a store of its own
// belongs to the store of the department above it.
function storeRoots(nodes: readonly DepartmentNode[], storeId: number, inherited: number | null = null): DepartmentNode[] {
  return nodes.flatMap((node) => {
    const own = node.store_id ?? inherited;
    return own === storeId ? [node] : storeRoots(node.children, storeId, own);
  });
}

// The tree as TreeSelect data: the whole company, or only the chosen store's departments.
export function teamOptions(tree: readonly DepartmentNode[], storeId?: number | null): TeamOption[] {
  return toOptions(storeId ? storeRoots(tree, storeId) : tree);
}

// Whether a department is among the ones offered for the store (always, without a store).
export function teamInStore(tree: readonly DepartmentNode[], teamId: number, storeId?: number | null): boolean {
  const has = (nodes: readonly TeamOption[]): boolean => nodes.some((node) => node.value === teamId || has(node.children));
  return has(teamOptions(tree, storeId));
}
