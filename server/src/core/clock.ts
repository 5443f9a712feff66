// Times are integer epoch seconds everywhere (spec §9: a 10-digit number is seconds).
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

// The company's calendar: days, months and export dates are the staff's, whatever the server's own zone.
export const DEFAULT_COMPANY_TIME_ZONE = 'Asia/Shanghai';

// The zone in force (COMPANY_TIME_ZONE, set once at start by setCompanyTimeZone); a live binding for its importers.
export let COMPANY_TIME_ZONE = DEFAULT_COMPANY_TIME_ZONE;

function wallClockIn(zone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23',
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
}

let wallClock = wallClockIn(COMPANY_TIME_ZONE);

// An IANA zone name as the runtime knows it ("Asia/Shanghai"), or an error naming the setting and the value.
export function checkTimeZone(value: string, name = 'COMPANY_TIME_ZONE'): string {
  const zone = value.trim();
  try {
    if (!zone) throw new RangeError('empty');
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`${name} must be a time zone such as Asia/Shanghai or Europe/Madrid, got "${value}"`);
  }
}

// Every company date from now on in this zone (checked as checkTimeZone does).
export function setCompanyTimeZone(value: string): void {
  const zone = checkTimeZone(value);
  wallClock = wallClockIn(zone);
  COMPANY_TIME_ZONE = zone;
}

// Epoch seconds → a Date whose UTC fields are the company's local time (xlsx dates carry no zone).
export function companyWallClock(seconds: number): Date {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]));
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)));
}

// Epoch seconds of the company's last midnight. The offset is the one in force at midnight, which on a day summer time
// starts or ends is not the one in force later that day.
export function startOfCompanyDay(seconds: number): number {
  const offsetAt = (at: number) => companyWallClock(at).getTime() / 1000 - at;
  const midnight = Math.floor((seconds + offsetAt(seconds)) / 86_400) * 86_400;
  return midnight - offsetAt(midnight - offsetAt(seconds));
}

// Epoch seconds of the first midnight of the company's month of a time.
export function startOfCompanyMonth(seconds: number): number {
  const day = companyWallClock(seconds).getUTCDate();
  return startOfCompanyDay(startOfCompanyDay(seconds) - (day - 1) * 86_400 + 43_200);
}

// "YYYY-MM" of a time in the company's zone; monthly targets and performance are kept per month.
export function monthOf(seconds: number): string {
  return companyWallClock(seconds).toISOString().slice(0, 7);
}

// "YYYY-MM-DD" of a time in the company's zone.
export function companyDate(seconds: number): string {
  return companyWallClock(seconds).toISOString().slice(0, 10);
}

// The calendar day `days` after a "YYYY-MM-DD" day (before it when negative).
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function nextDay(day: string): string {
  return addDays(day, 1);
}

// Epoch seconds of a company day's first midnight: two hours past the midnight the zone's offset at UTC midnight
// points to lies within the day whatever its daylight saving.
export function startOfDate(day: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`) / 1000;
  const offset = companyWallClock(utc).getTime() / 1000 - utc;
  return startOfCompanyDay(utc - offset + 7_200);
}
