import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEWHOUSE_USE_LABELS, REPORT_PHONE_MODE_LABELS, type NewhouseItem } from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { ProjectLabels } from '../tags';
import { useNewhouseFormat } from '../useFormat';

// The project's facts: place, prices, dates, distribution terms and description.
export function ProjectInfo({ project: p }: { project: NewhouseItem }) {
  const { t } = useTranslation();
  const label = useLabel();
  const fmt = useNewhouseFormat();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="newhouse-info" items={[
      { key: 'area', label: t('newhouse.col.area'), children: fmt.text(p.area_name) },
      { key: 'address', label: t('newhouse.detail.address'), children: fmt.text(p.address) },
      { key: 'developer', label: t('newhouse.detail.developer'), children: fmt.text(p.developer) },
      { key: 'use', label: t('newhouse.col.use'), children: label(NEWHOUSE_USE_LABELS[p.use]) },
      { key: 'priceAvg', label: t('newhouse.col.priceAvg'), children: <Typography.Text strong data-testid="newhouse-info-price">{fmt.perSqm(p.price_avg)}</Typography.Text> },
      { key: 'total', label: t('newhouse.col.total'), children: fmt.yuanRange(p.price_total_min, p.price_total_max) },
      { key: 'areaRange', label: t('newhouse.col.areaRange'), children: fmt.areaRange(p.area_min, p.area_max) },
      { key: 'rooms', label: t('newhouse.col.rooms'), children: fmt.rooms(p.rooms) },
      { key: 'opening', label: t('newhouse.detail.opening'), children: fmt.date(p.opening_at) },
      { key: 'delivery', label: t('newhouse.detail.delivery'), children: fmt.date(p.delivery_at) },
      { key: 'years', label: t('newhouse.detail.propertyYears'), children: fmt.years(p.property_years) },
      { key: 'commission', label: t('newhouse.col.commission'), children: <span data-testid="newhouse-info-commission">{fmt.text(p.commission)}</span> },
      { key: 'protect', label: t('newhouse.detail.protectDays'), children: fmt.days(p.protect_days) },
      { key: 'visit', label: t('newhouse.detail.visitDays'), children: fmt.days(p.visit_days) },
      { key: 'phone', label: t('newhouse.detail.phoneMode'), children: label(REPORT_PHONE_MODE_LABELS[p.phone_mode]) },
      { key: 'manager', label: t('newhouse.detail.manager'), children: <span data-testid="newhouse-info-manager">{fmt.text(p.manager_name)}</span> },
      { key: 'layouts', label: t('newhouse.detail.layouts'), children: p.layout_count },
      { key: 'reports', label: t('newhouse.detail.reports'), children: p.report_count },
      { key: 'labels', label: t('newhouse.col.labels'), children: <ProjectLabels labels={p.labels} /> },
      { key: 'updated', label: t('newhouse.detail.updated'), children: fmt.dateTime(p.updated_at) },
      ...(p.description ? [{ key: 'description', label: t('newhouse.detail.description'), span: 3, children: <span style={{ whiteSpace: 'pre-wrap' }}>{p.description}</span> }] : []),
    ]} />
  );
}
