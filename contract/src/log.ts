import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { Id, PageQuery } from './validators.js';

// The behaviour log (logins, lockouts, password and permission changes, phone views, exports) and the log of
// calls to outside services.
export const BEHAVIOUR_ACTIONS = [
  'login', 'login_failed', 'login_locked', 'logout', 'password_change', 'permission_change', 'security_change',
] as const;

const Period = {
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
};

export const behaviourList = endpoint({
  method: 'GET', path: 'operate/behaviour', access: 'log:view', tag: 'log',
  summary: 'Behaviour records within the caller\'s data scope, newest first, by person, action, account and period.',
  input: z.strictObject({
    ...PageQuery,
    ...Period,
    staff_id: Id.optional(),
    action: z.enum(BEHAVIOUR_ACTIONS).optional(),
    keyword: z.string().trim().max(64).optional(),
  }),
  data: pagedOf(z.object({
    id: z.number().int(), staff_id: z.number().int().nullable(), staff_name: z.string(), account: z.string(),
    action: z.string(), detail: z.string(), ip: z.string(), device: z.string(), created_at: z.number().int(),
  })),
});

export const interfaceList = endpoint({
  method: 'GET', path: 'operate/inferface', access: 'log:view', tag: 'log',
  summary: 'Calls this server made to outside services (listing portals, VR, payment), newest first.',
  input: z.strictObject({ ...PageQuery, ...Period, service: z.string().trim().max(40).optional() }),
  data: pagedOf(z.object({
    id: z.number().int(), service: z.string(), method: z.string(), url: z.string(), status: z.number().int(),
    duration_ms: z.number().int(), request: z.string(), response: z.string(), created_at: z.number().int(),
  })),
});

export const loginLocations = endpoint({
  method: 'GET', path: 'user/location', access: 'log:view', tag: 'log',
  summary: 'Where a person signed in from recently (address and device), newest first.',
  input: z.strictObject({ id: Id, limit: z.coerce.number().int().min(1).max(100).default(20) }),
  data: z.object({ list: z.array(z.object({ ip: z.string(), device: z.string(), created_at: z.number().int() })) }),
});
