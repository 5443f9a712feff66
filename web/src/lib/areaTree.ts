import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

// Areas are province (1) → city (2) → district (3); a city without districts is as far as one can go.
const DISTRICT_LEVEL = 3;

type Area = { id: number; name: string; level: number };
export type AreaOption = { value: number; label: string; isLeaf: boolean; children?: AreaOption[] };
type ChildrenQuery = (parentId: number) => { queryKey: readonly unknown[]; queryFn: () => Promise<{ list: Area[] }>; staleTime?: number };

// The options of a province → city → district cascader over `provinces`, each level fetched by `childrenOf` when it
// is opened (the cascader's loadData).
export function useAreaTree(provinces: readonly Area[] | undefined, childrenOf: ChildrenQuery): { options: AreaOption[]; loadData: (selected: AreaOption[]) => void } {
  const queryClient = useQueryClient();
  const [children, setChildren] = useState<Record<number, Area[]>>({});
  const build = (items: readonly Area[]): AreaOption[] => items.map((area) => {
    const loaded = children[area.id];
    return {
      value: area.id, label: area.name, isLeaf: area.level >= DISTRICT_LEVEL || loaded?.length === 0,
      ...(loaded && loaded.length > 0 ? { children: build(loaded) } : {}),
    };
  });
  const loadData = (selected: AreaOption[]) => {
    const last = selected[selected.length - 1];
    if (!last) return;
    void queryClient.fetchQuery(childrenOf(last.value))
      .then((data) => setChildren((previous) => ({ ...previous, [last.value]: data.list })))
      .catch(() => undefined);
  };
  return { options: build(provinces ?? []), loadData };
}
