import { Button, DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  HOUSE_KIND_LABELS, HOUSE_KINDS, OFFLINE_SOURCE_LABELS, OFFLINE_SOURCES, houseCheckList, type HouseKind, type OfflineSource,
} from '@brokerage/contract';
import { FilterBar } from '../../components/list';
import { formatDate } from '../../lib/format';
import { fromEpoch, toEpoch } from '../../lib/time';
import { useEnumOptions } from '../house/options';
import type { OfflineListData } from './queries';

export type OfflineFilterValues = Pick<z.output<(typeof houseCheckList)['input']>, 'kind' | 'source' | 'keyword' | 'import_id' | 'duplicate' | 'from' | 'to'>;

type Props = {
  value: OfflineFilterValues;
  onChange: (patch: Partial<OfflineFilterValues>) => void;
  // The latest import batches (to filter on one) and the batch filtered on, whose report can be shown.
  data: OfflineListData | undefined;
  onReport: () => void;
};

const epoch = (value: unknown) => (typeof value === 'number' ? fromEpoch(value) : null);

// Kind, source, duplicates, a keyword, the intake dates and the import batch; on phones behind one button.
export function OfflineFilters({ value, onChange, data, onReport }: Props) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const range = (dates: [Dayjs | null, Dayjs | null] | null) => onChange({
    from: dates?.[0] ? toEpoch(dates[0].startOf('day')) : undefined,
    to: dates?.[1] ? toEpoch(dates[1].endOf('day')) : undefined,
  });
  const active = [value.kind, value.source, value.keyword, value.import_id, value.duplicate, value.from ?? value.to].filter((v) => v !== undefined).length;
  return (
    <FilterBar active={active}>
      <Select allowClear style={{ width: 120 }} placeholder={t('houseOffline.filters.kind')} aria-label={t('houseOffline.filters.kind')} value={value.kind}
        options={options(HOUSE_KINDS, HOUSE_KIND_LABELS)} onChange={(kind?: HouseKind) => onChange({ kind })} data-testid="offline-filter-kind" />
      <Select allowClear style={{ width: 150 }} placeholder={t('houseOffline.filters.source')} aria-label={t('houseOffline.filters.source')} value={value.source}
        options={options(OFFLINE_SOURCES, OFFLINE_SOURCE_LABELS)} onChange={(source?: OfflineSource) => onChange({ source })}
        data-testid="offline-filter-source" />
      <Select allowClear style={{ width: 160 }} placeholder={t('houseOffline.filters.duplicate')} aria-label={t('houseOffline.filters.duplicate')} value={value.duplicate}
        options={[{ value: 1, label: t('houseOffline.filters.onlyDuplicates') }, { value: 0, label: t('houseOffline.filters.noDuplicates') }]}
        onChange={(duplicate?: 0 | 1) => onChange({ duplicate })} data-testid="offline-filter-duplicate" />
      <Input.Search allowClear style={{ width: 200 }} placeholder={t('houseOffline.filters.keyword')} maxLength={50} defaultValue={value.keyword}
        onSearch={(text) => onChange({ keyword: text.trim() || undefined })} data-testid="offline-filter-keyword" />
      <DatePicker.RangePicker value={[epoch(value.from), epoch(value.to)]} onChange={(dates) => range(dates)} data-testid="offline-filter-dates" />
      <Select allowClear style={{ width: 320, maxWidth: '100%' }} placeholder={t('houseOffline.filters.import')} aria-label={t('houseOffline.filters.import')} value={value.import_id}
        onChange={(importId?: number) => onChange({ import_id: importId })} data-testid="offline-filter-import"
        options={(data?.imports ?? []).map((batch) => ({
          value: batch.id,
          label: t('houseOffline.filters.batch', {
            file: batch.filename, date: formatDate(batch.created_at, 'YYYY-MM-DD'), ok: batch.ok_rows, total: batch.total_rows,
          }),
        }))} />
      {data?.batch && <Button onClick={onReport} data-testid="offline-batch-report">{t('houseOffline.actions.report')}</Button>}
    </FilterBar>
  );
}
