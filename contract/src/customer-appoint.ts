import { z } from 'zod';
import { CustomerHouseBrief, unique } from './customer.js';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { AppointmentSlot, AppointmentStatus, CustomerKind, type AppointmentStatus as AppointmentStatusCode } from './enums.js';
import { Epoch, Id, PageQuery, QueryEpoch, Version } from './validators.js';

// Viewing appointments (预约看房) of customers: booked for a company day and slot, with the houses to see, then
// confirmed, cancelled, missed or turned into a viewing (customerlook/add).

export const AppointmentItem = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_kind: CustomerKind,
  agent_id: z.number().int(),
  agent_name: z.string(),
  // The company day's start.
  day: z.number().int(),
  slot: AppointmentSlot,
  status: AppointmentStatus,
  remark: z.string(),
  look_id: z.number().int().nullable(),
  houses: z.array(CustomerHouseBrief),
  version: z.number().int(),
  created_at: z.number().int(),
});
export type AppointmentItem = z.infer<typeof AppointmentItem>;

// 预约中 → 已确认 (the customer confirmed) → 已带看 (its viewing recorded, customerlook/add), or 已取消 / 已失约 from either;
// while open (预约中, 已确认) its day, slot, houses and remark may change and it keeps its status.
export const APPOINTMENT_STATUS_TRANSITIONS: Record<AppointmentStatusCode, readonly AppointmentStatusCode[]> = {
  pending: ['pending', 'confirmed', 'viewed', 'cancelled', 'missed'],
  confirmed: ['confirmed', 'viewed', 'cancelled', 'missed'],
  viewed: [],
  cancelled: [],
  missed: [],
};
export const APPOINTMENT_OPEN_STATUSES: readonly AppointmentStatusCode[] = ['pending', 'confirmed'];

export const customerAppointList = endpoint({
  method: 'GET', path: 'customer/customerappointlist', access: 'customer:list', tag: 'customer',
  summary: 'Appointments of agents within the caller\'s scope (or of one customer the caller may see) whose day is within [from, to], by day, slot and id; at most 62 days at once (the week calendar and the list).',
  input: z.strictObject({
    ...PageQuery,
    from: QueryEpoch, to: QueryEpoch,
    customer_id: Id.optional(), agent_id: Id.optional(), status: AppointmentStatus.optional(),
  }).refine((v) => v.from <= v.to, { message: 'below from', path: ['to'] })
    .refine((v) => v.to - v.from <= 62 * 86_400, { message: 'at most 62 days', path: ['to'] }),
  data: pagedOf(AppointmentItem),
});

export const customerAppointUpdate = endpoint({
  method: 'POST', path: 'customer/customerappointupdate', access: 'customer:edit', tag: 'customer',
  summary: 'Books an appointment (no id: 预约中, for an active customer the caller may change, 1-10 houses of the customer\'s kind the caller may see) or changes one (id and version) along APPOINTMENT_STATUS_TRANSITIONS (409001 otherwise): 预约中 to 已确认; while 预约中 or 已确认 its day, slot, houses and remark (sent with its status unchanged), or its status to 已取消 or 已失约. 已带看 is set by recording the viewing (customerlook/add with appointment_id).',
  input: z.strictObject({
    id: Id.optional(), version: Version.optional(), customer_id: Id,
    day: Epoch, slot: AppointmentSlot, house_ids: z.array(Id).min(1).max(10).refine(unique, 'the same house twice'),
    status: z.enum(['pending', 'confirmed', 'cancelled', 'missed']).default('pending'), remark: z.string().trim().max(200).default(''),
  }).refine((v) => (v.id === undefined) === (v.version === undefined), { message: 'id and version go together', path: ['version'] }),
  data: AppointmentItem,
});
