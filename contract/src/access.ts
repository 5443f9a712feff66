import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { DATA_SCOPES } from './permissions.js';
import { TextSchema } from './account.js';
import { Id } from './validators.js';

export const DataScopeSchema = z.enum(DATA_SCOPES);

export type AuthMenuNode = {
  name: string;
  title: z.infer<typeof TextSchema>;
  permissions: { code: string; title: z.infer<typeof TextSchema>; scoped: boolean }[];
  children: AuthMenuNode[];
};
export const AuthMenuNodeSchema: z.ZodType<AuthMenuNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    title: TextSchema,
    permissions: z.array(z.object({ code: z.string(), title: TextSchema, scoped: z.boolean() })),
    children: z.array(AuthMenuNodeSchema),
  }),
);

export const Grant = z.strictObject({ code: z.string().min(1).max(64), data_scope: DataScopeSchema });

export const PhoneViewLimit = z.number().int().min(0).max(1000);
const AuthRole = z.object({ id: z.number().int(), code: z.string(), name: z.string(), phone_view_daily_limit: z.number().int() });

export const authGet = endpoint({
  method: 'GET', path: 'setting/getauth', access: 'access:view', tag: 'access',
  summary: 'One role\'s granted menus, button permissions and data scopes, with the whole catalogue to choose from.',
  input: z.strictObject({ role_id: Id }),
  data: z.object({
    role: AuthRole,
    menus: z.array(z.string()),
    permissions: z.array(Grant),
    catalogue: z.array(AuthMenuNodeSchema),
  }),
});

export const authSave = endpoint({
  method: 'POST', path: 'setting/auth', access: 'access:edit', tag: 'access',
  summary: 'Replaces a role\'s menus, button permissions and data scopes (effective on the next request); without role_id, creates the role described by `role` with them.',
  input: z.strictObject({
    role_id: Id.optional(),
    role: z.strictObject({
      code: z.string().trim().min(2).max(50).regex(/^[a-z][a-z0-9_-]*$/, 'lower-case letters, digits, _ and -'),
      name: z.string().trim().min(1).max(50),
      description: z.string().trim().max(200).default(''),
    }).optional(),
    menus: z.array(z.string().min(1).max(64)).max(500),
    permissions: z.array(Grant).max(1000),
    // Owner phones one person of the role may reveal per day (phone/view); unchanged when left out.
    phone_view_daily_limit: PhoneViewLimit.optional(),
  }).refine((v) => (v.role_id === undefined) !== (v.role === undefined), 'give role_id to change a role, or role to create one'),
  data: z.object({
    role: AuthRole,
    menus: z.array(z.string()),
    permissions: z.array(Grant),
  }),
});
