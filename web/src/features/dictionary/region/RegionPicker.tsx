import { useState, type CSSProperties, type ReactNode } from 'react';
import { Flex, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionLookup } from './lookups';

// A chosen community: its id and name (kept with the id, since the options change with every search).
export type RegionOption = { value: number; label: string };

type Common = { style?: CSSProperties; placeholder?: string; 'data-testid'?: string };
type Single = Common & { multiple?: false; value?: RegionOption | null; onChange?: (value: RegionOption | null) => void };
type Multiple = Common & { multiple: true; value?: RegionOption[]; onChange?: (value: RegionOption[]) => void };

type Picked = { value: number | string; label?: unknown };
const toOption = (picked: Picked): RegionOption => ({ value: Number(picked.value), label: String(picked.label ?? picked.value) });
const MAX_KEYWORD = 50;

// Chooses communities through the server's look-up: name, address or the start of the pinyin or its initials
// ("wkcs", "wanke"). Each option shows the address too, since names repeat across areas.
export function RegionPicker(props: Single | Multiple) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useRegionLookup(keyword);
  const options = (found.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const addresses = new Map((found.data ?? []).map((r) => [r.id, r.address]));

  const shared = {
    labelInValue: true,
    allowClear: true,
    style: props.style,
    'data-testid': props['data-testid'],
    placeholder: props.placeholder ?? t('dictionary.regionPicker.placeholder'),
    loading: found.isFetching,
    options,
    notFoundContent: found.isFetching ? <Spin size="small" /> : t('dictionary.regionPicker.empty'),
    showSearch: { filterOption: false, onSearch: (text: string) => setKeyword(text.trim().slice(0, MAX_KEYWORD)) },
    optionRender: (option: { label?: ReactNode; value?: string | number | null }) => (
      <Flex justify="space-between" gap={12} data-testid="region-picker-option">
        <span>{option.label}</span>
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>{addresses.get(Number(option.value))}</Typography.Text>
      </Flex>
    ),
  };

  if (props.multiple) {
    return (
      <Select<Picked[]>
        {...shared}
        mode="multiple"
        value={props.value}
        onChange={(picked) => props.onChange?.((picked ?? []).map(toOption))}
      />
    );
  }
  return (
    <Select<Picked | undefined>
      {...shared}
      value={props.value ?? undefined}
      onChange={(picked) => props.onChange?.(picked ? toOption(picked) : null)}
    />
  );
}
