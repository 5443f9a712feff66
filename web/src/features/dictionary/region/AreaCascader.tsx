import type { CSSProperties } from 'react';
import { Cascader } from 'antd';
import { useAreaTree, type AreaOption } from '../../../lib/areaTree';
import { areaChildrenQuery, useProvinces } from '../queries';

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
  const provinces = useProvinces();
  const { options, loadData } = useAreaTree(provinces.data, areaChildrenQuery);

  return (
    <Cascader<AreaOption>
      allowClear
      style={style}
      data-testid={testId}
      placeholder={placeholder}
      aria-label={ariaLabel}
      loading={provinces.isFetching}
      options={options}
      loadData={loadData}
      value={value}
      onChange={(path) => onChange?.(path && path.length > 0 ? path.map(Number) : undefined)}
      displayRender={(labels, options) => (options && options.length === labels.length && options.every(Boolean)
        ? labels.join(' / ')
        : fallback ?? labels.join(' / '))}
    />
  );
}
