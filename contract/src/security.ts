import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { Flag, Id, PageQuery } from './validators.js';

export const BIND_STATUSES = ['pending', 'approved', 'rejected', 'released'] as const;
export const BindStatus = z.enum(BIND_STATUSES);

// Headers a session may carry for device binding (spec §6): the machine's host name and address.
export const HOST_NAME_HEADER = 'x-host-name';
export const MACHINE_HEADER = 'x-machine-address';

export const bindSave = endpoint({
  method: 'POST', path: 'bind/save', access: 'signed-in', tag: 'security', allowUnbound: true,
  summary: 'Asks for this machine (the host-name and machine-address headers) to be approved for the caller.',
  input: z.strictObject({ remark: z.string().trim().max(200).optional() }),
  data: z.object({ id: z.number().int(), status: BindStatus }),
});

export const bindStatus = endpoint({
  method: 'GET', path: 'bind/status', access: 'signed-in', tag: 'security', allowUnbound: true,
  summary: 'Whether this session\'s machine is approved; once it is, the session is bound and is_bind becomes 1.',
  input: z.strictObject({}),
  data: z.object({ status: z.enum(['none', ...BIND_STATUSES]), is_bind: z.enum(['0', '1']), reason: z.string() }),
});

export const BindItem = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  loginid: z.string(),
  store_name: z.string(),
  host_name: z.string(),
  machine: z.string(),
  ip: z.string(),
  remark: z.string(),
  status: BindStatus,
  reason: z.string(),
  created_at: z.number().int(),
  operated_by_name: z.string(),
  operated_at: z.number().int().nullable(),
});

export const bindList = endpoint({
  method: 'GET', path: 'binds', access: 'bind:list', tag: 'security',
  summary: 'Device-binding requests within the caller\'s data scope, newest first.',
  input: z.strictObject({
    ...PageQuery,
    status: BindStatus.optional(),
    keyword: z.string().trim().max(50).optional(),
  }),
  data: pagedOf(BindItem),
});

export const bindOperate = endpoint({
  method: 'POST', path: 'bind/operate', access: 'bind:operate', tag: 'security',
  summary: 'Approves or rejects a pending device-binding request.',
  input: z.strictObject({
    id: Id,
    action: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(200).optional(),
  }),
  data: BindItem,
});

export const bindRelease = endpoint({
  method: 'POST', path: 'bind/release', access: 'bind:operate', tag: 'security',
  summary: 'Removes an approved device; the sessions on that machine end (500012).',
  input: z.strictObject({ id: Id }),
  data: z.null(),
});

export const SecuritySettings = z.object({
  bind_enabled: Flag,
  place_enabled: Flag,
  watermark_enabled: Flag,
  debug_guard_enabled: Flag,
  session_idle_minutes: z.number().int().min(5).max(7 * 24 * 60),
  session_absolute_hours: z.number().int().min(1).max(90 * 24),
  lockout_attempts: z.number().int().min(3).max(50),
  lockout_minutes: z.number().int().min(1).max(24 * 60),
  // Excel exports one person may make per day (counted from the behaviour log).
  export_daily_limit: z.number().int().min(1).max(10_000),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

export const safeGet = endpoint({
  method: 'GET', path: 'setting/safe', access: 'security:view', tag: 'security',
  summary: 'The security settings: device binding, allowed places, watermark, anti-debug guard, session length, lockout.',
  input: z.strictObject({}),
  data: SecuritySettings,
});

export const safeSave = endpoint({
  method: 'POST', path: 'setting/safe', access: 'security:edit', tag: 'security',
  summary: 'Changes any of the security settings; omitted fields stay as they are.',
  input: SecuritySettings.partial().strict().refine((v) => Object.keys(v).length > 0, 'nothing to change'),
  data: SecuritySettings,
});

export const Place = z.object({
  id: z.number().int(),
  name: z.string(),
  cidr: z.string(),
  created_at: z.number().int(),
});

export const placeList = endpoint({
  method: 'GET', path: 'place/list', access: 'place:list', tag: 'security',
  summary: 'Allowed places: address ranges from which login is allowed when the place check is on.',
  input: z.strictObject({}),
  data: z.object({ list: z.array(Place), place_enabled: Flag }),
});

export const placeSave = endpoint({
  method: 'POST', path: 'place/save', access: 'place:edit', tag: 'security',
  summary: 'Adds an allowed place, or renames/changes one when id is given.',
  input: z.strictObject({
    id: Id.optional(),
    name: z.string().trim().min(1).max(50),
    cidr: z.union([z.ipv4(), z.cidrv4(), z.ipv6(), z.cidrv6()]),
  }),
  data: Place,
});

export const placeDelete = endpoint({
  method: 'POST', path: 'place/delete', access: 'place:edit', tag: 'security',
  summary: 'Removes an allowed place.',
  input: z.strictObject({ id: Id }),
  data: z.null(),
});

export const placeReset = endpoint({
  method: 'POST', path: 'place/reset', access: 'place:edit', tag: 'security',
  summary: 'Clears every allowed place and switches the place check off (the way back from a lock-out).',
  input: z.strictObject({}),
  data: z.object({ list: z.array(Place), place_enabled: Flag }),
});
