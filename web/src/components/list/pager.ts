// What a list's pager counts with. The lists whose total is counted only up to a cap (page.total_cap: houses,
// follow-ups, the logs) still answer pages past it, so while the page shown is full the pager offers one more (page 11
// of a label filter's "200 or more"); under the cap, and for lists counted exactly, it is the total itself.
export function pagerTotal(total: number, cap: number | undefined, page: number, limit: number, rowsOnPage: number): number {
  if (!reachedCap(total, cap)) return total;
  return Math.max(total, (page - 1) * limit + rowsOnPage + (rowsOnPage === limit ? 1 : 0));
}

// Whether a total (or a status tab's count) reached the cap it was counted to: "that many or more". Lists without a
// cap count exactly.
export function reachedCap(total: number, cap: number | undefined): boolean {
  return cap !== undefined && total >= cap;
}

// A status tab's count: "2000+" once it reaches the cap it was counted to.
export function badgeCount(count: number, cap?: number): number | string {
  return reachedCap(count, cap) ? `${cap}+` : count;
}

// The page to show instead of one left empty (its last rows removed, or a link to a page past the end): the last
// page that has rows, or null when the page shown is fine.
export function pageAfterEmpty(page: number, limit: number, total: number, rowsOnPage: number): number | null {
  if (rowsOnPage > 0 || page <= 1) return null;
  return Math.max(1, Math.min(page - 1, Math.ceil(total / limit)));
}
