import { useTranslation } from 'react-i18next';
import type { HouseKind } from '@brokerage/contract';
import { formatWan } from '../../lib/format';

// Money goes over the wire in yuan. A sale is typed and shown in 万 (ten thousand yuan), a rental in yuan a month.
export const WAN = 10_000;

// What the person typed (万 for a sale, yuan for a rental) in yuan, rounded to the fen the API keeps.
export function toYuan(value: number, kind: HouseKind): number {
  const yuan = kind === 'sale' ? value * WAN : value;
  return Math.round(yuan * 100) / 100;
}

// Yuan as the person types it: 万 for a sale (up to the yuan: four decimals), yuan for a rental.
export function fromYuan(yuan: number, kind: HouseKind): number {
  return kind === 'sale' ? Number((yuan / WAN).toFixed(6)) : yuan;
}

const grouped = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

// Prices, unit prices, areas and layouts in the interface language.
export function useHouseFormat() {
  const { t } = useTranslation();
  const price = (yuan: number, kind: HouseKind) => (kind === 'sale'
    ? t('house.units.sale', { wan: formatWan(yuan, 2), yuan: grouped(yuan, 0) })
    : t('house.units.perMonth', { value: grouped(yuan) }));
  return {
    price,
    maybePrice: (yuan: number | null | undefined, kind: HouseKind) => (yuan === null || yuan === undefined ? '—' : price(yuan, kind)),
    unitPrice: (yuan: number, kind: HouseKind) => (kind === 'sale'
      ? t('house.units.unitPrice', { value: grouped(yuan, 0) })
      : t('house.units.rentUnitPrice', { value: grouped(yuan, 2) })),
    area: (m2: number) => t('house.units.area', { value: grouped(m2) }),
    layout: (h: { rooms: number; halls: number; baths: number }) => t('house.units.layout', h),
    floor: (h: { floor_number: number; total_floors: number }) => t('house.units.floor', { floor: h.floor_number, total: h.total_floors }),
    priceUnit: (kind: HouseKind) => (kind === 'sale' ? t('house.units.saleUnit') : t('house.units.rentUnit')),
  };
}
