import { COMPARE_HOUSE_PATH } from '../../../lib/paths';

// The comparison takes its houses from the query (?ids=1,2,3): two to four of them.
export const COMPARE_IDS_PARAM = 'ids';
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export function compareLink(ids: number[]): string {
  return `${COMPARE_HOUSE_PATH}?${new URLSearchParams({ [COMPARE_IDS_PARAM]: ids.join(',') }).toString()}`;
}

// The distinct house ids of the query, the first COMPARE_MAX of them; `cut` says more were given.
export function parseCompareIds(search: string): { ids: number[]; cut: boolean } {
  const text = new URLSearchParams(search).get(COMPARE_IDS_PARAM) ?? '';
  const all = [...new Set(text.split(',').map((part) => Number(part.trim())).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647))];
  return { ids: all.slice(0, COMPARE_MAX), cut: all.length > COMPARE_MAX };
}
