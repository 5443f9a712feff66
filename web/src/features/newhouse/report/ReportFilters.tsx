import { DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REPORT_CONFIRMS, REPORT_CONFIRM_LABELS, REPORT_STAGES, REPORT_STAGE_LABELS, newhouseReportList, type ReportConfirm, type ReportStage } from '@brokerage/contract';
import { FilterBar } from '../../../components/list';
import { fromEpoch, toEpoch } from '../../../lib/time';
import { useEnumOptions } from '../../house/options';
import { picked, ProjectPicker } from '../pickers';

export type ReportQuery = z.output<(typeof newhouseReportList)['input']>;
type Patch = Partial<ReportQuery>;

type Props = {
  value: ReportQuery;
  // The picked project's name, kept beside its id in the URL.
  names: Record<string, string>;
  onChange: (patch: Patch, names?: Record<string, string | undefined>) => void;
};

const epoch = (value: number | undefined) => (value === undefined ? null : fromEpoch(value));

// Project, confirmation, stage, lapsed, keyword (customer name or the phone's last four digits) and filing dates.
export function ReportFilters({ value, names, onChange }: Props) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const range = (dates: [Dayjs | null, Dayjs | null] | null) => onChange({
    from: dates?.[0] ? toEpoch(dates[0].startOf('day')) : undefined,
    to: dates?.[1] ? toEpoch(dates[1].endOf('day')) : undefined,
  });
  const active = [value.new_id, value.confirm, value.stage, value.lapsed, value.keyword, value.from ?? value.to].filter((v) => v !== undefined).length;
  return (
    <FilterBar active={active} testId="report-filter-bar">
      <ProjectPicker style={{ width: 180 }} placeholder={t('newhouse.filters.project')} testId="report-filter-project" value={picked(value.new_id, names.project)}
        onChange={(p) => onChange({ new_id: p?.value }, { project: p?.label })} />
      <Select<ReportConfirm> allowClear style={{ width: 130 }} placeholder={t('newhouse.filters.confirm')} aria-label={t('newhouse.filters.confirm')}
        value={value.confirm} options={options(REPORT_CONFIRMS, REPORT_CONFIRM_LABELS)} onChange={(confirm?: ReportConfirm) => onChange({ confirm })}
        data-testid="report-filter-confirm" />
      <Select<ReportStage> allowClear style={{ width: 130 }} placeholder={t('newhouse.filters.stage')} aria-label={t('newhouse.filters.stage')} value={value.stage}
        options={options(REPORT_STAGES, REPORT_STAGE_LABELS)} onChange={(stage?: ReportStage) => onChange({ stage })} data-testid="report-filter-stage" />
      <Select<number> allowClear style={{ width: 110 }} placeholder={t('newhouse.filters.lapsed')} aria-label={t('newhouse.filters.lapsed')} value={value.lapsed}
        options={[{ value: 1, label: t('newhouse.report.lapsed') }, { value: 0, label: t('newhouse.filters.notLapsed') }]}
        onChange={(lapsed?: number) => onChange({ lapsed: lapsed === 0 || lapsed === 1 ? lapsed : undefined })} data-testid="report-filter-lapsed" />
      <Input.Search allowClear style={{ width: 220 }} placeholder={t('newhouse.filters.reportKeyword')} aria-label={t('newhouse.filters.reportKeyword')} maxLength={50}
        defaultValue={value.keyword} onSearch={(text) => onChange({ keyword: text.trim() || undefined })} data-testid="report-filter-keyword" />
      <DatePicker.RangePicker value={[epoch(value.from), epoch(value.to)]} onChange={(dates) => range(dates)}
        placeholder={[t('newhouse.filters.filed'), t('newhouse.filters.filed')]} data-testid="report-filter-filed" />
    </FilterBar>
  );
}
