// Times are integer epoch seconds everywhere (spec §9: a 10-digit number is seconds).
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

// "YYYY-MM" of a time in the server's zone; monthly targets are kept per month.
export function monthOf(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}
