import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { Password, PASSWORD_MAX, Flag } from './validators.js';

export const TextSchema = z.object({ en: z.string(), zh: z.string(), es: z.string(), ja: z.string() });

export type RouteNode = {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  meta: { title: z.infer<typeof TextSchema>; icon?: string; noRedirect?: boolean; affix?: boolean };
  // Button permissions of this menu that the caller holds.
  permissionList: string[];
  children: RouteNode[];
};

export const RouteNodeSchema: z.ZodType<RouteNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    hidden: z.boolean(),
    redirect: z.string().optional(),
    meta: z.object({
      title: TextSchema,
      icon: z.string().optional(),
      noRedirect: z.boolean().optional(),
      affix: z.boolean().optional(),
    }),
    permissionList: z.array(z.string()),
    children: z.array(RouteNodeSchema),
  }),
);

export const BindState = z.enum(['0', '1']);

export const userLogin = endpoint({
  method: 'POST', path: 'user/login', access: 'public', tag: 'account',
  summary: 'Sign in with account and password; returns a bearer token and whether this device is approved.',
  input: z.strictObject({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(64),
  }),
  // must_change_password 1: signed in with a one-time password; only user/info, user/password and logout work.
  data: z.object({ token: z.string(), is_bind: BindState, must_change_password: Flag }),
});

export const UserInfo = z.object({
  id: z.number().int(),
  loginid: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(z.string()).min(1),
  role_name: z.string(),
  position_name: z.string(),
  company_name: z.string(),
  department_name: z.string(),
  department_logo: z.string(),
  route: z.array(RouteNodeSchema),
  input_target: Flag,
  staff_phone: z.string(),
  staff_phone_list: z.array(z.object({ sp_number: z.string() })),
  assess_examine: Flag,
  assess_view: Flag,
  level_name: z.string(),
  point: z.number().int(),
  is_bind: BindState,
  watermark_enabled: Flag,
  debug_guard_enabled: Flag,
  must_change_password: Flag,
  time_zone: z.string().describe('The company\'s IANA time zone (COMPANY_TIME_ZONE), in which the app shows times and counts days.'),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const userInfo = endpoint({
  method: 'GET', path: 'user/info', access: 'signed-in', tag: 'account', allowTempPassword: true,
  summary: 'The signed-in person: profile, roles, menu tree with button permissions, outbound numbers, level.',
  input: z.strictObject({}),
  data: UserInfo,
});

export const userLogout = endpoint({
  method: 'GET', path: 'user/logout', access: 'signed-in', tag: 'account', allowUnbound: true, allowTempPassword: true, audit: true,
  summary: 'Ends this session only (other sessions of the person stay valid).',
  input: z.strictObject({}),
  data: z.null(),
});

export const userPassword = endpoint({
  method: 'POST', path: 'user/password', access: 'signed-in', tag: 'account', allowTempPassword: true,
  summary: 'Changes the own password; the old one must match. Every session of the person is revoked.',
  input: z.strictObject({
    staff_oldpw: z.string().min(1).max(PASSWORD_MAX),
    staff_loginpw: Password,
  }),
  data: z.null(),
});

export const userUsePhone = endpoint({
  method: 'POST', path: 'user/usephone', access: 'signed-in', tag: 'account',
  summary: 'Switches the outbound-call number to one of the person\'s own numbers.',
  input: z.strictObject({ phone_number: z.string().trim().min(1).max(32) }),
  data: z.object({ staff_phone: z.string() }),
});
