import { useState, type CSSProperties } from 'react';
import { Cascader, Select } from 'antd';
import { useAreaOptions, type AreaOption } from '../house/queries';
import { useProjectPicks } from './queries';

// A chosen option with its name kept beside the id (the options change with every search).
export type Picked = { value: number; label: string };
const MAX_KEYWORD = 50;

type PickerProps = {
  value?: Picked | null; onChange?: (value: Picked | null) => void; placeholder: string; testId: string; style?: CSSProperties; disabled?: boolean;
};

// Province → city → district, each level fetched when opened; the chosen area is kept with its name, since a stored
// area id alone cannot show its path before the levels above it are loaded.
export function AreaPicker({ value, onChange, placeholder, testId, style }: PickerProps) {
  const { options, loadData } = useAreaOptions();
  return (
    <Cascader<AreaOption>
      allowClear changeOnSelect style={style} data-testid={testId} placeholder={placeholder} aria-label={placeholder}
      options={options} loadData={loadData}
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
