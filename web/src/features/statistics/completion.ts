// A person's completion of their target: 应收业绩 ÷ target as a percentage; null without a target (none set, or 0).
export function completion(receivable: number, target: number | null): number | null {
  if (target === null || target <= 0) return null;
  return (receivable / target) * 100;
}

// One decimal ("87.5%"), or a dash without a target.
export function completionText(receivable: number, target: number | null): string {
  const rate = completion(receivable, target);
  return rate === null ? '—' : `${rate.toFixed(1)}%`;
}
