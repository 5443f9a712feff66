import { SHARE_WHOLE, SPLIT_POLICY_DEFAULTS, type SplitInput, type SplitRole } from '@brokerage/contract';
import type { SplitPolicy } from '../../core/settings.js';

// The commission split, pure: the check that shares make exactly 100 %, the amounts in fen that sum exactly to the
// commission, and the company's default proposal from the house's roles and the customer's agent.

// The sum of the shares in basis points (exactly SHARE_WHOLE when the split is whole).
export function shareSum(rows: readonly { share: number }[]): number {
  return rows.reduce((sum, row) => sum + row.share, 0);
}

// Each row's amount of `totalFen`: total × share / 10000 rounded down, then the fen left over one each to the rows of
// the largest shares first (the earlier row on a tie), so the amounts add up to the total exactly. BigInt keeps the
// product exact whatever the commission.
export function allocate(totalFen: number, shares: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalFen) || totalFen < 0) throw new Error(`commission ${totalFen} is not a whole number of fen`);
  const whole = BigInt(shareSum(shares.map((share) => ({ share }))));
  if (whole !== BigInt(SHARE_WHOLE)) throw new Error(`shares add up to ${whole}, not ${SHARE_WHOLE}`);
  const total = BigInt(totalFen);
  const amounts = shares.map((share) => (total * BigInt(share)) / whole);
  let left = total - amounts.reduce((sum, amount) => sum + amount, 0n);
  const order = shares.map((share, index) => ({ share, index })).sort((a, b) => b.share - a.share || a.index - b.index);
  for (const { index } of order) {
    if (left === 0n) break;
    amounts[index] = (amounts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return amounts.map(Number);
}

// The company's default split (company settings, documented in docs/api/deal.md): each house-side role's share in
// basis points, 房源方 (the house's maintainer), 钥匙 (key holder), 实勘 (surveyor) and 录入 (the house's recorder); the
// customer side (the customer's agent, 客源方) takes what they leave. A role nobody holds gives its part equally to the
// others of its side that have a share, the basis point left over to the smallest shares first (the earlier row on a
// tie), so equal defaults stay equal; with none of them, the customer side takes it. A role whose share is 0 gets no
// row. The same person in several roles keeps a row per role.
export const DEFAULT_SPLIT_POLICY: SplitPolicy = {
  house: SPLIT_POLICY_DEFAULTS.split_house_share, key: SPLIT_POLICY_DEFAULTS.split_key_share, survey: SPLIT_POLICY_DEFAULTS.split_survey_share,
  record: SPLIT_POLICY_DEFAULTS.split_record_share,
};

export type Holders = { house: number; key: number | null; survey: number | null; record: number; customer: number };

export function proposeSplit(holders: Holders, policy: SplitPolicy = DEFAULT_SPLIT_POLICY): SplitInput[] {
  const roles: { role: SplitRole; staff_id: number | null; share: number }[] = [
    { role: 'house', staff_id: holders.house, share: policy.house },
    { role: 'key', staff_id: holders.key, share: policy.key },
    { role: 'survey', staff_id: holders.survey, share: policy.survey },
    { role: 'record', staff_id: holders.record, share: policy.record },
  ];
  const held = roles.filter((row): row is { role: SplitRole; staff_id: number; share: number } => row.staff_id !== null && row.share > 0);
  const unheld = roles.filter((row) => row.staff_id === null).reduce((sum, row) => sum + row.share, 0);
  const houseSide = held.length ? spread(held, unheld) : [];
  const customerShare = SHARE_WHOLE - shareSum(houseSide);
  return customerShare > 0 ? [...houseSide, { role: 'customer', staff_id: holders.customer, share: customerShare }] : houseSide;
}

// `extra` basis points divided equally among `rows`, the remainder one each to the smallest shares first.
function spread<Row extends { share: number }>(rows: Row[], extra: number): Row[] {
  const base = Math.floor(extra / rows.length);
  const out = rows.map((row) => ({ ...row, share: row.share + base }));
  const order = out.map((row, index) => ({ share: row.share, index })).sort((a, b) => a.share - b.share || a.index - b.index);
  for (const { index } of order.slice(0, extra - base * rows.length)) {
    const row = out[index];
    if (row) row.share += 1;
  }
  return out;
}
