// A person's completion of their target: 应收业绩 ÷ target as a percentage; null without a target (none set, or 0).
export function completion(receivable: number, target: number | null): number | null {
  if (target === null || target <= 0) return null;
  return (receivable / target) * 100;
}

// A rate the statistics show, with one decimal ("87.5%"), or a dash when there is none.
export function percentText(rate: number | null): string {
  return rate === null ? '—' : `${rate.toFixed(1)}%`;
}

export function completionText(receivable: number, target: number | null): string {
  return percentText(completion(receivable, target));
}
