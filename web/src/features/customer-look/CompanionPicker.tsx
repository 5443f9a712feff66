import { useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useCompanions } from './queries';

export type PickedStaff = { value: number; label: string };

// A colleague found by name or account among the caller's store (the company with company scope), through the
// customer module's staff look-up that agents may call (member/staff/StaffPicker needs staff:list): a viewing's
// companion, the agent whose appointments the calendar shows.
// `ariaLabel` names it where no form label does (a filter bar).
export function CompanionPicker({ value, onChange, placeholder, testId, style, ariaLabel }: {
  value?: PickedStaff | null; onChange?: (value: PickedStaff | null) => void; placeholder: string; testId: string; style?: CSSProperties; ariaLabel?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const found = useCompanions(keyword);
  return (
    <Select<PickedStaff> labelInValue allowClear value={value ?? undefined} placeholder={placeholder} aria-label={ariaLabel} loading={found.isFetching} style={style}
      data-testid={testId} options={(found.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.store_name})` }))}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, 30)) }}
      onChange={(picked) => onChange?.(picked ? { value: Number(picked.value), label: String(picked.label) } : null)} />
  );
}
