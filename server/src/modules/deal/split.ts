import { SHARE_WHOLE, type SplitInput, type SplitRole } from '@brokerage/contract';

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

// Basis points `whole` divided equally among `count`, the remainder one each to the first ones.
function equalShares(whole: number, count: number): number[] {
  const base = Math.floor(whole / count);
  return Array.from({ length: count }, (_, index) => base + (index < whole - base * count ? 1 : 0));
}

// The company's default split (documented in docs/api/deal.md): the house side takes HOUSE_SIDE_SHARE, divided
// equally among the house's holders of 房源方 (maintainer), 钥匙 (key holder) and 实勘 (survey); the customer side (the
// customer's agent, 客源方) takes what they leave. A role nobody holds gives its part to the others of its side.
// The same person in several roles keeps a row per role.
export const HOUSE_SIDE_SHARE = 5_000;

export type Holders = { house: number; key: number | null; survey: number | null; customer: number };

export function proposeSplit(holders: Holders): SplitInput[] {
  const houseSide: { role: SplitRole; staff_id: number }[] = [{ role: 'house', staff_id: holders.house }];
  if (holders.key !== null) houseSide.push({ role: 'key', staff_id: holders.key });
  if (holders.survey !== null) houseSide.push({ role: 'survey', staff_id: holders.survey });
  const shares = equalShares(HOUSE_SIDE_SHARE, houseSide.length);
  return [
    ...houseSide.map((row, index) => ({ ...row, share: shares[index] ?? 0 })),
    { role: 'customer', staff_id: holders.customer, share: SHARE_WHOLE - HOUSE_SIDE_SHARE },
  ];
}
