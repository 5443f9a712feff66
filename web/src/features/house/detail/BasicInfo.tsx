import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CURRENT_USE_LABELS, HOUSE_LEVEL_LABELS, SOURCE_CHANNEL_LABELS, type HouseDetail,
} from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { doorPath } from '../links';
import { useHouseFormat } from '../money';

// Everything else known about the house: place, people, origin, dates.
export function BasicInfo({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const fmt = useHouseFormat();
  const date = (time: number | null) => (time === null ? '—' : formatDate(time, 'YYYY-MM-DD HH:mm'));
  const items = [
    { key: 'community', label: t('house.detail.info.community'), children: house.region_name },
    { key: 'district', label: t('house.detail.info.district'), children: house.area_name || '—' },
    { key: 'address', label: t('house.detail.info.address'), children: house.region_address || '—' },
    { key: 'door', label: t('house.detail.info.building'), children: doorPath(house) },
    { key: 'price', label: t('house.columns.price'), children: fmt.price(house.price, house.kind) },
    { key: 'base', label: t('house.detail.basePrice'), children: fmt.maybePrice(house.base_price, house.kind) },
    { key: 'unitPrice', label: t('house.columns.unitPrice'), children: fmt.unitPrice(house.unit_price, house.kind) },
    { key: 'level', label: t('house.form.level'), children: label(HOUSE_LEVEL_LABELS[house.level]) },
    { key: 'source', label: t('house.form.source'), children: label(SOURCE_CHANNEL_LABELS[house.source]) },
    { key: 'currentUse', label: t('house.form.currentUse'), children: label(CURRENT_USE_LABELS[house.current_use]) },
    { key: 'keys', label: t('house.detail.keys'), children: house.key_count },
    { key: 'pictures', label: t('house.detail.pictures'), children: house.picture_count },
    { key: 'views', label: t('house.detail.views'), children: house.views_30d },
    { key: 'recorder', label: t('house.detail.info.recorder'), children: house.recorder_name },
    { key: 'maintainer', label: t('house.detail.info.maintainer'), children: house.maintainer_name },
    { key: 'store', label: t('house.detail.info.store'), children: house.store_name || '—' },
    { key: 'created', label: t('house.detail.info.created'), children: date(house.created_at) },
    { key: 'updated', label: t('house.detail.info.updated'), children: date(house.updated_at) },
    { key: 'followup', label: t('house.detail.info.lastFollowup'), children: date(house.last_followup_at) },
    ...(house.status === 'invalid' && house.invalid_reason ? [{ key: 'invalid', label: t('house.detail.info.invalidReason'), children: house.invalid_reason }] : []),
    { key: 'remarks', label: t('house.form.remarks'), children: house.remarks || '—', span: 'filled' as const },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} data-testid="house-basic-info" />;
}
