import type {
  CustomerChannel, CustomerDetail, CustomerKind, CustomerLevel, Decoration, HouseUse, Payment, Sex, SourceChannel, Urgency,
} from '@brokerage/contract';
import { WAN } from '../../house/money';

// A chosen district or community with its name (the options change with every search).
export type Picked = { value: number; label: string };
export type Range = [number | null, number | null];

// What the customer form holds: budgets as staff type them (万 for a buyer, yuan a month for a renter).
export type CustomerValues = {
  kind: CustomerKind;
  name: string;
  sex: Sex;
  phones: string[];
  source: SourceChannel;
  channel?: CustomerChannel | null;
  level: CustomerLevel;
  urgency: Urgency;
  remark?: string;
  areas: Picked[];
  regions: Picked[];
  rooms: number[];
  area: Range;
  price: Range;
  floor: Range;
  uses: HouseUse[];
  decorations: Decoration[];
  school_district: boolean;
  payment?: Payment | null;
};

export const NEW_CUSTOMER: Partial<CustomerValues> = {
  kind: 'buy', sex: 'male', phones: [''], source: 'walk_in', level: 'c', urgency: 'normal', areas: [], regions: [], rooms: [],
  area: [null, null], price: [null, null], floor: [null, null], uses: [], decorations: [], school_district: false, remark: '',
};

const fen = (yuan: number) => Math.round(yuan * 100) / 100;

// A typed budget bound in yuan, rounded to the fen the API keeps.
export function budgetToYuan(value: number | null, kind: CustomerKind): number | null {
  if (value === null || value === undefined) return null;
  return fen(kind === 'buy' ? value * WAN : value);
}

export function budgetFromYuan(yuan: number | null, kind: CustomerKind): number | null {
  if (yuan === null) return null;
  return kind === 'buy' ? Number((yuan / WAN).toFixed(6)) : yuan;
}

const bound = (value: number | null | undefined) => (value === undefined ? null : value);

// The form's values as customer/add or customer/update takes them (phones only when `withPhones`).
export function toCustomerInput(v: CustomerValues, kind: CustomerKind, withPhones: boolean) {
  return {
    name: v.name.trim(),
    sex: v.sex,
    source: v.source,
    channel: v.source === 'online' ? (v.channel ?? null) : null,
    level: v.level,
    urgency: v.urgency,
    remark: (v.remark ?? '').trim(),
    area_ids: v.areas.map((a) => a.value),
    region_ids: v.regions.map((r) => r.value),
    rooms: v.rooms,
    area_min: bound(v.area[0]),
    area_max: bound(v.area[1]),
    price_min: budgetToYuan(bound(v.price[0]), kind),
    price_max: budgetToYuan(bound(v.price[1]), kind),
    floor_min: bound(v.floor[0]),
    floor_max: bound(v.floor[1]),
    uses: v.uses,
    decorations: v.decorations,
    school_district: v.school_district ? 1 as const : 0 as const,
    payment: kind === 'buy' ? (v.payment ?? null) : null,
    ...(withPhones ? { phones: v.phones.map((p) => p.trim()).filter(Boolean) } : {}),
  };
}

// A customer as the form shows it (the phones stay masked, sent only when changed).
export function fromCustomer(c: CustomerDetail): CustomerValues {
  return {
    kind: c.kind, name: c.name, sex: c.sex, phones: c.phones.map((p) => p.masked), source: c.source, channel: c.channel, level: c.level,
    urgency: c.urgency, remark: c.remark,
    areas: c.areas.map((a) => ({ value: a.id, label: a.name })), regions: c.regions.map((r) => ({ value: r.id, label: r.name })),
    rooms: c.rooms, area: [c.area_min, c.area_max], price: [budgetFromYuan(c.price_min, c.kind), budgetFromYuan(c.price_max, c.kind)],
    floor: [c.floor_min, c.floor_max], uses: c.uses, decorations: c.decorations, school_district: c.school_district === 1, payment: c.payment,
  };
}
