import { useQuery } from '@tanstack/react-query';
import { targetList, type TargetFields, type TargetItem } from '@brokerage/contract';
import { api } from '../../api/client';
import { companyNow } from '../../lib/time';

export const TARGET_KEY = ['target'] as const;

// 'YYYY-MM' of the company's today.
export function currentMonth(): string {
  return companyNow().format('YYYY-MM');
}

// This month's targets of the signed-in person, or null when not set.
export function useMonthTarget() {
  const month = currentMonth();
  return useQuery({
    queryKey: [...TARGET_KEY, 'month', month],
    queryFn: async (): Promise<TargetItem | null> => {
      const { list } = await api(targetList, { month, page: 1, limit: 1 });
      return list[0] ?? null;
    },
  });
}

export type TargetKind = 'loan' | 'old' | 'new';
export const TARGET_KINDS: TargetKind[] = ['loan', 'old', 'new'];

export function countField(kind: TargetKind): keyof TargetFields {
  return `target_number_${kind}`;
}

export function moneyField(kind: TargetKind): keyof TargetFields {
  return `target_money_${kind}`;
}
