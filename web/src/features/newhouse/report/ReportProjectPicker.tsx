import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_PHONE_MODE_LABELS, type DataOf, type newhouseReportHouses } from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import type { Picked } from '../pickers';
import { useReportHouses } from '../queries';

type House = DataOf<typeof newhouseReportHouses>['list'][number];
const MAX_KEYWORD = 50;

// The projects open for reports (newhousereporthouse), by keyword, each with its terms; the chosen one's terms show
// under the box. A project given beforehand (from its detail page) is searched for by its name so its terms show too.
export function ReportProjectPicker({ value, onChange }: { value?: Picked | null; onChange?: (value: Picked | null) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [keyword, setKeyword] = useState(value?.label ?? '');
  const houses = useReportHouses(keyword);
  const chosen = (houses.data ?? []).find((h) => h.id === value?.value);
  const terms = (h: House) => t('newhouse.report.terms', {
    commission: h.commission || '—', protect: h.protect_days, visit: h.visit_days, phone: label(REPORT_PHONE_MODE_LABELS[h.phone_mode]),
  });
  return (
    <Flex vertical gap={4}>
      <Select<Picked | undefined>
        labelInValue allowClear data-testid="report-form-project" aria-label={t('newhouse.report.project')} value={value ?? undefined} loading={houses.isFetching}
        options={(houses.data ?? []).map((h) => ({ value: h.id, label: h.name, house: h }))}
        optionRender={(option) => (
          <Flex vertical>
            <Typography.Text>{option.label}</Typography.Text>
            {option.data.house && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{terms(option.data.house)}</Typography.Text>}
          </Flex>
        )}
        showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, MAX_KEYWORD)) }}
        onChange={(p) => onChange?.(p ? { value: Number(p.value), label: String(p.label) } : null)}
      />
      {chosen && (
        <Typography.Text type="secondary" data-testid="report-form-terms">
          {terms(chosen)}
          {chosen.my_reports > 0 ? ` · ${t('newhouse.report.myReports', { count: chosen.my_reports })}` : ''}
        </Typography.Text>
      )}
    </Flex>
  );
}
