import { FOLLOWUP_STATISTICS_SORTS, type FollowupKind, type FollowupStatisticsSort } from '@brokerage/contract';

// The four counts of a follow-up statistics row, in the table's and the totals' order (the list sorts by the same
// four).
export const FOLLOWUP_COUNTS: readonly FollowupStatisticsSort[] = FOLLOWUP_STATISTICS_SORTS;

// The kinds the table has a column for, in its order: what staff write (跟进, 电话跟进, 面访, 空看, 陪看), the viewings
// (带看), then the work on houses (录入, 调价, 钥匙, 图片). The other kinds (status, grade, pool, door and people changes)
// count in the total only.
export const TABLE_KINDS: readonly FollowupKind[] = ['manual', 'call', 'visit', 'empty_look', 'accompany_look', 'look', 'entry', 'price', 'key', 'picture'];

// The share of the follow-ups staff wrote that stayed valid, as a percentage; null when they wrote none.
export function validRate(valid: number, written: number): number | null {
  return written > 0 ? (valid / written) * 100 : null;
}
