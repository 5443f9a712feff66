import { useState, type CSSProperties } from 'react';
import { Cascader, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { DataOf, lookupAreas } from '@brokerage/contract';
import { areaLookupQuery, useProvinceLookup, useStaffSearch } from '../house/queries';
import { useProjectPicks } from './queries';

// A chosen option with its name kept beside the id (the options change with every search).
export type Picked = { value: number; label: string };
type AreaItem = DataOf<typeof lookupAreas>['list'][number];
type AreaOption = { value: number; label: string; isLeaf: boolean; children?: AreaOption[] };
const DISTRICT_LEVEL = 3;
const MAX_KEYWORD = 50;

type PickerProps = {
  value?: Picked | null; onChange?: (value: Picked | null) => void; placeholder: string; testId: string; style?: CSSProperties; disabled?: boolean;
};

// Province → city → district, each level fetched when opened; the chosen area is kept with its name, since a stored
// area id alone cannot show its path before the levels above it are loaded.
export function AreaPicker({ value, onChange, placeholder, testId, style }: PickerProps) {
  const queryClient = useQueryClient();
  const provinces = useProvinceLookup();
  const [children, setChildren] = useState<Record<number, AreaItem[]>>({});
  const build = (items: AreaItem[]): AreaOption[] => items.map((area) => {
    const loaded = children[area.id];
    return {
      value: area.id, label: area.name, isLeaf: area.level >= DISTRICT_LEVEL || loaded?.length === 0,
      ...(loaded && loaded.length > 0 ? { children: build(loaded) } : {}),
    };
  });
  const loadData = (selected: AreaOption[]) => {
    const last = selected[selected.length - 1];
    if (!last) return;
    void queryClient.fetchQuery(areaLookupQuery(last.value))
      .then((data) => setChildren((previous) => ({ ...previous, [last.value]: data.list })))
      .catch(() => undefined);
  };
  return (
    <Cascader<AreaOption>
      allowClear changeOnSelect style={style} data-testid={testId} placeholder={placeholder} aria-label={placeholder}
      options={build(provinces.data ?? [])} loadData={loadData}
      value={value ? [value.value] : undefined}
      displayRender={(labels) => (labels.length > 1 ? String(labels[labels.length - 1]) : value?.label ?? '')}
      onChange={(path, options) => {
        const last = options?.[options.length - 1];
        onChange?.(path && path.length > 0 && last ? { value: last.value, label: last.label } : null);
      }}
    />
  );
}

function SearchSelect({ value, onChange, placeholder, testId, style, disabled, options, loading, onSearch }: PickerProps & {
  options: Picked[]; loading: boolean; onSearch: (text: string) => void;
}) {
  return (
    <Select<Picked | undefined>
      labelInValue allowClear style={style} disabled={disabled} data-testid={testId} placeholder={placeholder} aria-label={placeholder}
      value={value ?? undefined} loading={loading} options={options}
      showSearch={{ filterOption: false, onSearch: (text) => onSearch(text.trim().slice(0, MAX_KEYWORD)) }}
      onChange={(picked) => onChange?.(picked ? { value: Number(picked.value), label: String(picked.label) } : null)}
    />
  );
}

// A working staff member by name, account or mobile (needs the staff list right; the caller hides it otherwise).
export function StaffPicker(props: PickerProps) {
  const [keyword, setKeyword] = useState('');
  const found = useStaffSearch(keyword);
  const options = (found.data ?? []).map((s) => ({ value: s.id, label: s.store_name ? `${s.name} · ${s.store_name}` : s.name }));
  return <SearchSelect {...props} options={options} loading={found.isFetching} onSearch={setKeyword} />;
}

// A project by name (the caller's newhouse:list reach).
export function ProjectPicker(props: PickerProps) {
  const [keyword, setKeyword] = useState('');
  const found = useProjectPicks(keyword);
  const options = (found.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  return <SearchSelect {...props} options={options} loading={found.isFetching} onSearch={setKeyword} />;
}

export function picked(id: number | null | undefined, name: string | undefined): Picked | null {
  return id ? { value: id, label: name || String(id) } : null;
}
