import { useState, type CSSProperties } from 'react';
import { Cascader, Flex, InputNumber, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Rule } from 'antd/es/form';
import { StaffPicker } from '../../../components/form';
import { useAreaOptions, useSearchRegions, type AreaOption } from '../queries';
import { rangeProblem, type Range, type RangeLimits } from './range';

// A chosen option with its name kept beside the id (the options change with every search).
export type Picked = { value: number; label: string };
const MAX_KEYWORD = 50;

// Province → city → district for the district filter, each level fetched when opened.
export function AreaFilter({ value, onChange, style }: { value?: number[]; onChange?: (path: number[] | undefined) => void; style?: CSSProperties }) {
  const { t } = useTranslation();
  const { options, loadData } = useAreaOptions();
  return (
    <Cascader<AreaOption>
      allowClear
      changeOnSelect
      style={style}
      data-testid="house-filter-district"
      placeholder={t('house.filters.district')} aria-label={t('house.filters.district')}
      options={options}
      loadData={loadData}
      value={value}
      onChange={(path) => onChange?.(path && path.length > 0 ? path.map(Number) : undefined)}
      displayRender={(labels) => labels[labels.length - 1] ?? ''}
    />
  );
}

// Communities by name, pinyin or initials ("wkcs"), within the chosen district when there is one.
export function CommunityFilter({ value, onChange, areaId, style }: {
  value?: Picked | null; onChange?: (value: Picked | null) => void; areaId?: number; style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useSearchRegions(keyword, areaId);
  return (
    <Select<Picked | undefined>
      labelInValue
      allowClear
      style={style}
      data-testid="house-filter-community"
      placeholder={t('house.filters.community')} aria-label={t('house.filters.community')}
      value={value ?? undefined}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      options={(found.data ?? []).map((r) => ({ value: r.id, label: r.name, area: r.area_name }))}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8}>
          <span>{option.label}</span>
          <Typography.Text type="secondary">{option.data.area}</Typography.Text>
        </Flex>
      )}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, MAX_KEYWORD)) }}
      onChange={(picked) => onChange?.(picked ? { value: Number(picked.value), label: String(picked.label) } : null)}
    />
  );
}

// The maintainer (or agent) filter of the house, customer, follow-up and deal lists: the shared staff picker with the
// name kept for the filter's tag (needs the staff list right; the caller hides it otherwise).
export function StaffFilter({ value, onChange, style }: { value?: Picked | null; onChange?: (value: Picked | null) => void; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <StaffPicker labelInValue style={style} data-testid="house-filter-maintainer" placeholder={t('house.filters.maintainer')}
      value={value ?? null} onChange={(picked) => onChange?.(picked)} />
  );
}

export type { Range } from './range';

// The rule of a range box (RangeInput): below `min`, more decimals than the unit has, or a from above the to is
// refused with its message (`order`: the field's own words for the order), never clamped, rounded or swapped.
export function useRangeRule(limits: RangeLimits, order: string): Rule {
  const { t } = useTranslation();
  return {
    validator: async (_, value?: Range) => {
      const problem = rangeProblem(value, limits);
      if (!problem) return;
      if (problem.kind === 'min') throw new Error(t('shell.form.atLeast', { min: problem.min }));
      if (problem.kind === 'integer') throw new Error(t('shell.form.integer'));
      if (problem.kind === 'decimals') throw new Error(t('shell.form.decimals', { digits: problem.digits }));
      throw new Error(order);
    },
  };
}

// Two numbers, lowest and highest, with the unit after them; what they may be is the field's rule (useRangeRule).
export function RangeInput({ value, onChange, unit, testId }: {
  value?: Range; onChange?: (value: Range) => void; unit?: string; testId: string;
}) {
  const { t } = useTranslation();
  const [low, high] = value ?? [null, null];
  return (
    <Flex align="center" gap={4} data-testid={testId}>
      <InputNumber<number> placeholder={t('house.common.min')} value={low}
        onChange={(n) => onChange?.([n, high])} style={{ flex: 1, minWidth: 0 }} data-testid={`${testId}-min`} />
      <span>–</span>
      <InputNumber<number> placeholder={t('house.common.max')} value={high}
        onChange={(n) => onChange?.([low, n])} style={{ flex: 1, minWidth: 0 }} data-testid={`${testId}-max`} />
      {unit && <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{unit}</Typography.Text>}
    </Flex>
  );
}
