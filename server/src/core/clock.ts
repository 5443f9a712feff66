// Times are integer epoch seconds everywhere (spec §9: a 10-digit number is seconds).
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

// The company's calendar: days, months and export dates are the staff's, whatever the server's own zone.
export const COMPANY_TIME_ZONE = 'Asia/Shanghai';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE, hourCycle: 'h23',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

// Epoch seconds → a Date whose UTC fields are the company's local time (xlsx dates carry no zone).
export function companyWallClock(seconds: number): Date {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]));
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)));
}

// Epoch seconds of the company's last midnight.
export function startOfCompanyDay(seconds: number): number {
  const local = companyWallClock(seconds);
  const offset = local.getTime() / 1000 - seconds;
  return Math.floor((seconds + offset) / 86_400) * 86_400 - offset;
}

// "YYYY-MM" of a time in the company's zone; monthly targets and performance are kept per month.
export function monthOf(seconds: number): string {
  return companyWallClock(seconds).toISOString().slice(0, 7);
}
