// Money is integer fen in the database and yuan with two decimals in the API (ARCHITECTURE.md).
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function fenToYuan(fen: number): number {
  return fen / 100;
}
