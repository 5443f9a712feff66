import { useState, type CSSProperties } from 'react';
import { Select, Spin } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffList, type StaffStatus } from '@brokerage/contract';
import { api } from '../../api/client';
import { usePermission } from '../../app/permission';
import { getToken } from '../../lib/storage';
import { staffOptions, type PickedStaff, type StaffFound } from './staffOptions';

// Another staff look-up than the staff list, for callers without its right (the customer side's colleagues).
export type StaffSource = {
  // Names the look-up in the cache.
  key: string;
  access: string;
  maxKeyword: number;
  find: (keyword: string) => Promise<StaffFound[]>;
};

const STAFF_LIST_KEYWORD = 50;
const PAGE = 20;
// The pickers' searches are not the page's own loading (no progress bar).
const PICKER_CALL = { background: true } as const;

type Common = {
  placeholder?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  style?: CSSProperties;
  disabled?: boolean;
  allowClear?: boolean;
  // People never offered (the person whose mentor is chosen, the applicant).
  exclude?: number | readonly number[] | null;
  // People whose names are known before any search (the caller itself, the current holder): offered first.
  known?: readonly PickedStaff[];
  // The staff list's filters: working people (the default) or any status, of one store or all.
  status?: StaffStatus | 'any';
  storeId?: number | null;
  source?: StaffSource;
};

type Mode =
  | { multiple?: false; labelInValue?: false; value?: number | null; onChange?: (id: number | undefined) => void }
  | { multiple?: false; labelInValue: true; value?: PickedStaff | null; onChange?: (picked: PickedStaff | null) => void }
  | { multiple: true; labelInValue?: false; value?: number[]; onChange?: (ids: number[]) => void }
  | { multiple: true; labelInValue: true; value?: PickedStaff[]; onChange?: (picked: PickedStaff[]) => void };

export type StaffPickerProps = Common & Mode;

type Raw = { value: number | string; label?: unknown };
const toPicked = (raw: Raw): PickedStaff => ({ value: Number(raw.value), label: String(raw.label ?? raw.value) });

function useStaffFound(keyword: string, { status = 'active', storeId, source }: Pick<Common, 'status' | 'storeId' | 'source'>) {
  const access = source?.access ?? staffList.access;
  const allowed = usePermission([access]);
  const filters = { ...(status === 'any' ? {} : { status }), ...(storeId ? { store_id: storeId } : {}) };
  return useQuery({
    queryKey: ['staff-pick', source?.key ?? 'staff', filters, keyword],
    queryFn: (): Promise<StaffFound[]> => (source
      ? source.find(keyword)
      : api(staffList, { ...filters, page: 1, limit: PAGE, ...(keyword ? { keyword } : {}) }, PICKER_CALL).then((d) => d.list)),
    placeholderData: keepPreviousData,
    // An explicit `enabled` replaces the client's default (ask only with a session), so it is repeated here.
    enabled: () => (access === 'signed-in' || allowed) && getToken() !== null,
  });
}

// Chooses people by name, account or mobile; the server searches, 20 at a time. One person or several, as ids or with
// their names (`labelInValue`) where the caller must show a name before a search has loaded. The staff list needs its
// right; a caller without it passes another `source` or does not offer the picker.
export function StaffPicker(props: StaffPickerProps) {
  const { placeholder, style, disabled, allowClear = true, exclude, known = [], status, storeId, source } = props;
  const [keyword, setKeyword] = useState('');
  // The names of the people chosen by id, so they stay named when the next search no longer finds them.
  const [chosen, setChosen] = useState<PickedStaff[]>([]);
  const found = useStaffFound(keyword, { status, storeId, source });
  const maxKeyword = source?.maxKeyword ?? STAFF_LIST_KEYWORD;

  const selected: PickedStaff[] = props.labelInValue
    ? (props.multiple ? props.value ?? [] : props.value ? [props.value] : [])
    : chosen.filter((c) => (props.multiple ? props.value ?? [] : [props.value]).includes(c.value));
  const excluded = exclude === null || exclude === undefined ? [] : typeof exclude === 'number' ? [exclude] : exclude;
  const options = staffOptions(found.data ?? [], [...known, ...selected], excluded);

  const change = (raw: Raw | Raw[] | number | number[] | undefined | null) => {
    const list = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
    const picked = list.map((r) => (typeof r === 'number' ? options.find((o) => o.value === r) ?? { value: r, label: String(r) } : toPicked(r)));
    setChosen(picked);
    if (props.multiple && props.labelInValue) props.onChange?.(picked);
    else if (props.multiple) props.onChange?.(picked.map((p) => p.value));
    else if (props.labelInValue) props.onChange?.(picked[0] ?? null);
    else props.onChange?.(picked[0]?.value);
  };

  return (
    <Select<unknown>
      mode={props.multiple ? 'multiple' : undefined}
      labelInValue={props.labelInValue}
      value={props.value ?? undefined}
      onChange={(raw) => change(raw as Raw | Raw[] | number | number[] | undefined)}
      allowClear={allowClear}
      disabled={disabled}
      style={style}
      placeholder={placeholder}
      aria-label={props['aria-label'] ?? placeholder}
      data-testid={props['data-testid']}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      options={options}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, maxKeyword)) }}
    />
  );
}
