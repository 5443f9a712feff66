import { useState, type CSSProperties } from 'react';
import { Cascader } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { areaChildrenQuery, useProvinces, type AreaItem } from '../queries';

// Areas are province (1) → city (2) → district (3); communities sit on districts.
const DISTRICT_LEVEL = 3;

type AreaOption = { value: number; label: string; isLeaf: boolean; children?: AreaOption[] };

type Props = {
  value?: number[];
  onChange?: (value: number[] | undefined) => void;
  placeholder?: string;
  // Names it where no form label does (a filter bar).
  ariaLabel?: string;
  // Shown when the value is a bare area id whose path is not loaded (an existing community's area).
  fallback?: string;
  style?: CSSProperties;
  testId?: string;
};

// Province → city → district, each level fetched when opened. The value is the path of ids; its last id is
// the area.
export function AreaCascader({ value, onChange, placeholder, ariaLabel, fallback, style, testId }: Props) {
  const queryClient = useQueryClient();
  const provinces = useProvinces();
  const [children, setChildren] = useState<Record<number, AreaItem[]>>({});

  const build = (items: AreaItem[]): AreaOption[] => items.map((area) => {
    const loaded = children[area.id];
    return {
      value: area.id,
      label: area.name,
      // A city without districts is as far as one can go.
      isLeaf: area.level >= DISTRICT_LEVEL || loaded?.length === 0,
      ...(loaded && loaded.length > 0 ? { children: build(loaded) } : {}),
    };
  });

  const loadData = (selected: AreaOption[]) => {
    const last = selected[selected.length - 1];
    if (!last) return;
    void queryClient.fetchQuery(areaChildrenQuery(last.value))
      .then((data) => setChildren((previous) => ({ ...previous, [last.value]: data.list })))
      .catch(() => undefined);
  };

  return (
    <Cascader<AreaOption>
      allowClear
      style={style}
      data-testid={testId}
      placeholder={placeholder}
      aria-label={ariaLabel}
      loading={provinces.isFetching}
      options={build(provinces.data ?? [])}
      loadData={loadData}
      value={value}
      onChange={(path) => onChange?.(path && path.length > 0 ? path.map(Number) : undefined)}
      displayRender={(labels, options) => (options && options.length === labels.length && options.every(Boolean)
        ? labels.join(' / ')
        : fallback ?? labels.join(' / '))}
    />
  );
}
