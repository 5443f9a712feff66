import type { FormInstance, Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { SquareMetres, Yuan, type HouseKind } from '@brokerage/contract';
import { constraintOf } from '../../../components/form';
import { fromYuan } from '../money';

const MAX_YUAN = constraintOf(Yuan).max?.value ?? Number.MAX_SAFE_INTEGER;
const MAX_AREA = constraintOf(SquareMetres).max?.value ?? Number.MAX_SAFE_INTEGER;

const decimals = (n: number, digits: number) => Math.abs(Math.round(n * 10 ** digits) - n * 10 ** digits) < 1e-6;

// The contract's field rules (contract/src/house.ts) as form rules with messages in the interface language.
export function useHouseRules() {
  const { t } = useTranslation();
  const required: Rule = { required: true, message: t('house.common.required') };
  // `max` is the contract's largest value in the unit the person types (万 for a sale's price).
  const positive = (digits: number, max?: number): Rule => ({
    validator: async (_, value?: number | null) => {
      if (value === undefined || value === null) return;
      if (value <= 0) throw new Error(t('house.form.rules.positive'));
      if (max !== undefined && value > max) throw new Error(t('house.form.rules.max', { max: max.toLocaleString('en-US') }));
      if (!decimals(value, digits)) throw new Error(t('house.form.rules.decimals'));
    },
  });
  return {
    required,
    positive,
    // A price in the unit the person types (万 for a sale, yuan for a rental), up to the contract's largest.
    price: (kind: HouseKind): Rule => positive(kind === 'sale' ? 4 : 2, fromYuan(MAX_YUAN, kind)),
    area: positive(2, MAX_AREA),
    // A whole number within the contract's range (rooms, floors), refused as typed rather than clamped.
    whole: (min: number, max: number): Rule => ({
      validator: async (_, value?: number | null) => {
        if (value === undefined || value === null) return;
        if (!Number.isInteger(value)) throw new Error(t('house.form.rules.integer'));
        if (value < min) throw new Error(t('house.form.rules.min', { min }));
        if (value > max) throw new Error(t('house.form.rules.max', { max }));
      },
    }),
    max: (n: number): Rule => ({ max: n, message: t('house.common.tooLong', { max: n }) }),
    // The base price may not be above the price (both in the same unit on the form).
    basePrice: (form: FormInstance): Rule => ({
      validator: async (_, value?: number | null) => {
        const price = form.getFieldValue('price') as number | null | undefined;
        if (value !== undefined && value !== null && price !== undefined && price !== null && value > price) {
          throw new Error(t('house.form.rules.basePrice'));
        }
      },
    }),
    // The door's floor may not be above the building's floors.
    totalFloors: (floor: number | undefined): Rule => ({
      validator: async (_, value?: number | null) => {
        if (floor !== undefined && value !== undefined && value !== null && value < floor) throw new Error(t('house.form.rules.floorAbove', { floor }));
      },
    }),
  };
}
