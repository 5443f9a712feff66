import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_ITEMS, DECORATION_LABELS, HOUSE_GRADE_LABELS, HOUSE_KIND_LABELS, HOUSE_LEVEL_LABELS, HOUSE_USE_LABELS, ORIENTATION_LABELS,
  RENT_PAYMENT_LABELS, type HouseDetail,
} from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { doorPath } from '../links';
import { useHouseFormat } from '../money';
import { ConfidentialTag, PoolTag, StatusTag } from '../tags';
import { readableTextOn } from '../../../lib/color';

// The top of the detail: where the house is, its state tags, price and the facts agents quote on the phone.
export function HouseHeader({ house, actions }: { house: HouseDetail; actions: ReactNode }) {
  const { t } = useTranslation();
  const label = useLabel();
  const fmt = useHouseFormat();
  const items = [
    { key: 'layout', label: t('house.columns.layout'), children: fmt.layout(house) },
    { key: 'area', label: t('house.columns.area'), children: fmt.area(house.area) },
    { key: 'floor', label: t('house.columns.floor'), children: fmt.floor(house) },
    { key: 'orientation', label: t('house.columns.orientation'), children: label(ORIENTATION_LABELS[house.orientation]) },
    { key: 'decoration', label: t('house.columns.decoration'), children: label(DECORATION_LABELS[house.decoration]) },
    { key: 'use', label: t('house.form.use'), children: label(HOUSE_USE_LABELS[house.use]) },
    ...(house.rent_payment ? [{ key: 'payment', label: t('house.form.rentPayment'), children: label(RENT_PAYMENT_LABELS[house.rent_payment]) }] : []),
    { key: 'maintainer', label: t('house.columns.maintainer'), children: `${house.maintainer_name}${house.store_name ? ` · ${house.store_name}` : ''}` },
  ];
  return (
    <Card data-testid="house-header">
      <Flex justify="space-between" gap={24} wrap>
        <Flex vertical gap={8} style={{ minWidth: 320, flex: 1 }}>
          <Space wrap align="baseline">
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="house-header-region">{house.region_name}</Typography.Title>
            <Typography.Text style={{ fontSize: 16 }} data-testid="house-header-door">{doorPath(house)}</Typography.Text>
            <Typography.Text type="secondary">#{house.id}</Typography.Text>
          </Space>
          <Space size={[4, 4]} wrap>
            <Tag>{label(HOUSE_KIND_LABELS[house.kind])}</Tag>
            <StatusTag status={house.status} until={house.status_until} />
            {house.status_until && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('house.detail.until', { date: formatDate(house.status_until, 'YYYY-MM-DD') })}</Typography.Text>}
            <PoolTag pool={house.pool} />
            {house.pending_approval && (
              <Tag color="processing" data-testid="house-pending-approval" data-approval={house.pending_approval.id}>
                {t('approval.pending')} · {label(APPROVAL_ITEMS[house.pending_approval.item_type].name)}
              </Tag>
            )}
            <Tag color="geekblue" data-testid="house-grade">{t('house.columns.grade')} {label(HOUSE_GRADE_LABELS[house.grade])}</Tag>
            {house.level === 'confidential'
              ? <ConfidentialTag level={house.level} />
              : house.level !== 'normal' && <Tag color="volcano">{label(HOUSE_LEVEL_LABELS[house.level])}</Tag>}
            {house.labels.map((l) => <Tag key={l.id} color={l.color} variant="solid" style={{ color: readableTextOn(l.color) }}>{l.name}</Tag>)}
          </Space>
          <Space size="large" align="baseline" wrap>
            <Typography.Text strong style={{ fontSize: 26, color: '#cf1322' }} data-testid="house-header-price">{fmt.price(house.price, house.kind)}</Typography.Text>
            <Typography.Text type="secondary" data-testid="house-header-unit-price">{fmt.unitPrice(house.unit_price, house.kind)}</Typography.Text>
            {house.base_price !== null && (
              <Typography.Text type="secondary">{t('house.detail.basePrice')} {fmt.price(house.base_price, house.kind)}</Typography.Text>
            )}
          </Space>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={items} />
        </Flex>
        <div style={{ maxWidth: 420 }}>{actions}</div>
      </Flex>
    </Card>
  );
}
