import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

// Staff see and count times in the company's time zone (user/info's time_zone), whatever their computer's zone.
// A "wall" is a plain dayjs whose fields are the company's clock: what the pickers show and the forms hold, so
// .format(), .startOf('day') and .add() work on company days; only toEpoch turns one into a stored time.

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_COMPANY_TIME_ZONE = 'Asia/Shanghai';
const WALL_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DAY_FORMAT = 'YYYY-MM-DD';

let zone = DEFAULT_COMPANY_TIME_ZONE;

// antd's pickers take their "now" (the Now and Today buttons, the marked day) from dayjs's default zone.
export function setCompanyTimeZone(value: string): void {
  zone = value;
  dayjs.tz.setDefault(value);
}
setCompanyTimeZone(DEFAULT_COMPANY_TIME_ZONE);

export function companyTimeZone(): string {
  return zone;
}

// A stored time (epoch seconds) as a wall, for pickers and forms.
export function fromEpoch(seconds: number): Dayjs {
  return dayjs(dayjs.unix(seconds).tz(zone).format(WALL_FORMAT));
}

export function companyNow(): Dayjs {
  return fromEpoch(Date.now() / 1000);
}

// 'YYYY-MM-DD' of the company's today.
export function companyToday(): string {
  return dayOf(companyNow());
}

// 'YYYY-MM-DD' of a wall: picked days are compared as these, since a picker's own "now" is not a plain dayjs.
export function dayOf(wall: Dayjs): string {
  return wall.format(DAY_FORMAT);
}

// Epoch seconds of a wall read as company time; a day-only value is sent as toEpoch(day.startOf('day')) (or endOf).
export function toEpoch(wall: Dayjs): number {
  return dayjs.tz(wall.format(WALL_FORMAT), zone).unix();
}
