import {
  MENU_TREE, PERMISSIONS, PERMISSION_CODES, type AuthMenuNode, type DataScope, type Lang, type MenuNode,
  type PermissionCode, type RouteNode,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { prepared } from '../../core/db/prepared.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { writeBehaviour } from '../../core/audit.js';
import { disabledModules } from '../setting/setting.service.js';

// Brings the permission and menu tables in line with the contract: new codes and menus appear, renamed titles
// follow, codes that no longer exist go (with their grants). Run at every start, idempotent.
// The built-in admin role is granted whatever the catalogue newly gains, so it always holds everything.
export const ADMIN_ROLE_CODE = 'admin';

export async function syncCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const knownCodes = new Set((await trx.selectFrom('permission').select('code').execute()).map((r) => r.code));
    const knownMenus = new Set((await trx.selectFrom('menu').select('name').execute()).map((r) => r.name));
    for (const code of PERMISSION_CODES) {
      const info = PERMISSIONS[code];
      const row = {
        menu_name: info.menu,
        title_en: info.title.en, title_zh: info.title.zh, title_es: info.title.es, title_ja: info.title.ja,
        scoped: info.scoped ? 1 : 0,
      };
      await trx.insertInto('permission').values({ code, ...row })
        .onConflict((oc) => oc.column('code').doUpdateSet(row)).execute();
    }
    await trx.deleteFrom('permission').where('code', 'not in', PERMISSION_CODES).execute();

    const upsert = async (nodes: MenuNode[], parentId: number | null) => {
      for (const [index, node] of nodes.entries()) {
        const row = {
          parent_id: parentId, path: node.path, icon: node.icon ?? '',
          title_en: node.title.en, title_zh: node.title.zh, title_es: node.title.es, title_ja: node.title.ja,
          hidden: node.hidden ? 1 : 0, no_redirect: node.noRedirect ? 1 : 0, affix: node.affix ? 1 : 0, sort: index,
        };
        await trx.insertInto('menu').values({ name: node.name, ...row })
          .onConflict((oc) => oc.column('name').doUpdateSet(row)).execute();
        const saved = await trx.selectFrom('menu').select('id').where('name', '=', node.name).executeTakeFirstOrThrow();
        await upsert(node.children ?? [], saved.id);
      }
    };
    await upsert(MENU_TREE, null);

    const admin = await trx.selectFrom('role').select('id').where('code', '=', ADMIN_ROLE_CODE).executeTakeFirst();
    if (!admin) return;
    const newCodes = PERMISSION_CODES.filter((code) => !knownCodes.has(code));
    if (newCodes.length) {
      await trx.insertInto('role_permission')
        .values(newCodes.map((code) => ({ role_id: admin.id, permission_code: code, data_scope: 'company' })))
        .onConflict((oc) => oc.doNothing()).execute();
    }
    const newMenus = await trx.selectFrom('menu').select('id').where('name', 'not in', [...knownMenus, '']).execute();
    if (newMenus.length) {
      await trx.insertInto('role_menu').values(newMenus.map((m) => ({ role_id: admin.id, menu_id: m.id })))
        .onConflict((oc) => oc.doNothing()).execute();
    }
  });
}

type MenuRow = {
  id: number; parent_id: number | null; name: string; path: string; icon: string;
  title_en: string; title_zh: string; title_es: string; title_ja: string;
  hidden: number; no_redirect: number; affix: number; sort: number;
};

function titleOf(row: Pick<MenuRow, 'title_en' | 'title_zh' | 'title_es' | 'title_ja'>): Record<Lang, string> {
  return { en: row.title_en, zh: row.title_zh, es: row.title_es, ja: row.title_ja };
}

// A role's menus and its permissions with their menus: prepared, as user/info runs them on every page load.
const roleMenus = prepared((db: Db, v: { roleId: number }) => db.selectFrom('menu').innerJoin('role_menu', 'role_menu.menu_id', 'menu.id')
  .selectAll('menu').where('role_menu.role_id', '=', v.roleId).orderBy('menu.sort').orderBy('menu.id'));
const roleGrants = prepared((db: Db, v: { roleId: number }) => db.selectFrom('role_permission')
  .innerJoin('permission', 'permission.code', 'role_permission.permission_code')
  .select(['permission.code', 'permission.menu_name']).where('role_permission.role_id', '=', v.roleId));

// The caller's menu tree: granted menus (a granted child brings its group), each with the button
// permissions of that menu the role holds.
export async function routeTreeFor(db: Db, roleId: number): Promise<{ tree: RouteNode[]; codes: Set<string> }> {
  const [menus, grants, off] = await Promise.all([roleMenus.all(db, { roleId }), roleGrants.all(db, { roleId }), disabledModules(db)]);
  const buttons = new Map<string, string[]>();
  for (const grant of grants) buttons.set(grant.menu_name, [...(buttons.get(grant.menu_name) ?? []), grant.code]);

  const granted = new Map(menus.map((m) => [m.id, m]));
  // A group must be present for its granted children to show.
  const missingParents = [...new Set(menus.map((m) => m.parent_id).filter((id): id is number => id !== null && !granted.has(id)))];
  if (missingParents.length) {
    const parents = await db.selectFrom('menu').selectAll().where('id', 'in', missingParents).execute();
    for (const parent of parents) granted.set(parent.id, parent);
  }
  const all = [...granted.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
  // A module switched off hides its whole group, for everyone.
  const build = (parentId: number | null): RouteNode[] =>
    all.filter((m) => m.parent_id === parentId && !(parentId === null && off.has(m.name))).map((m) => ({
      name: m.name,
      path: m.path,
      hidden: m.hidden === 1,
      ...(m.no_redirect ? { redirect: 'noRedirect' } : {}),
      meta: {
        title: titleOf(m),
        ...(m.icon ? { icon: m.icon } : {}),
        ...(m.no_redirect ? { noRedirect: true } : {}),
        ...(m.affix ? { affix: true } : {}),
      },
      permissionList: buttons.get(m.name) ?? [],
      children: build(m.id),
    }));
  return { tree: build(null), codes: new Set(grants.map((g) => g.code)) };
}

async function roleOrFail(db: Db, roleId: number) {
  const role = await db.selectFrom('role').select(['id', 'code', 'name', 'phone_view_daily_limit']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw new AppError('NOT_FOUND');
  return role;
}

async function grantsOf(db: Db, roleId: number) {
  const [menus, permissions] = await Promise.all([
    db.selectFrom('role_menu').innerJoin('menu', 'menu.id', 'role_menu.menu_id').select('menu.name')
      .where('role_menu.role_id', '=', roleId).orderBy('menu.name').execute(),
    db.selectFrom('role_permission').select(['permission_code', 'data_scope'])
      .where('role_id', '=', roleId).orderBy('permission_code').execute(),
  ]);
  return {
    menus: menus.map((m) => m.name),
    permissions: permissions.map((p) => ({ code: p.permission_code, data_scope: p.data_scope as DataScope })),
  };
}

function catalogue(nodes: MenuNode[] = MENU_TREE): AuthMenuNode[] {
  return nodes.map((node) => ({
    name: node.name,
    title: node.title,
    permissions: PERMISSION_CODES.filter((code) => PERMISSIONS[code].menu === node.name).map((code) => ({
      code, title: PERMISSIONS[code].title, scoped: PERMISSIONS[code].scoped,
    })),
    children: catalogue(node.children ?? []),
  }));
}

export async function getAuth(ctx: Ctx, roleId: number) {
  const role = await roleOrFail(ctx.db, roleId);
  return { role, ...(await grantsOf(ctx.db, roleId)), catalogue: catalogue() };
}

type RoleInput = { code: string; name: string; description: string };

export async function saveAuth(
  ctx: Ctx,
  input: {
    role_id?: number | undefined; role?: RoleInput | undefined; menus: string[]; permissions: { code: string; data_scope: DataScope }[];
    phone_view_daily_limit?: number | undefined;
  },
) {
  const existing = input.role_id !== undefined ? await roleOrFail(ctx.db, input.role_id) : null;
  if (!existing && input.role) {
    const taken = await ctx.db.selectFrom('role').select('id')
      .where((eb) => eb.or([eb('code', '=', input.role!.code), eb('name', '=', input.role!.name)])).executeTakeFirst();
    if (taken) throw new AppError('CONFLICT', { detail: `${input.role.code} / ${input.role.name}` });
  }
  const menuNames = [...new Set(input.menus)];
  const unknownCodes = input.permissions.map((p) => p.code).filter((code) => !(PERMISSION_CODES as string[]).includes(code));
  if (unknownCodes.length) throw new AppError('BAD_REQUEST', { detail: `unknown permission ${unknownCodes.join(', ')}` });
  const codes = new Map<PermissionCode, DataScope>();
  for (const p of input.permissions) {
    const code = p.code as PermissionCode;
    if (codes.has(code)) throw new AppError('BAD_REQUEST', { detail: `permission ${code} given twice` });
    // A permission without data scope is simply held; store it as company-wide.
    codes.set(code, PERMISSIONS[code].scoped ? p.data_scope : 'company');
  }
  if (existing?.id === ctx.caller.roleId && !codes.has('access:edit')) {
    throw new AppError('BAD_REQUEST', { detail: 'your own role must keep access:edit' });
  }
  const menus = menuNames.length
    ? await ctx.db.selectFrom('menu').select(['id', 'name']).where('name', 'in', menuNames).execute()
    : [];
  const unknownMenus = menuNames.filter((name) => !menus.some((m) => m.name === name));
  if (unknownMenus.length) throw new AppError('BAD_REQUEST', { detail: `unknown menu ${unknownMenus.join(', ')}` });

  const before = existing ? await grantsOf(ctx.db, existing.id) : { menus: [], permissions: [] };
  // A new role and its grants are written together or not at all.
  const role = await ctx.db.transaction().execute(async (trx) => {
    let target = existing;
    if (!target) {
      const created = input.role as RoleInput;
      const { id, phone_view_daily_limit } = await trx.insertInto('role')
        .values({ code: created.code, name: created.name, description: created.description, builtin: 0, created_at: ctx.now })
        .returning(['id', 'phone_view_daily_limit']).executeTakeFirstOrThrow();
      target = { id, code: created.code, name: created.name, phone_view_daily_limit };
    }
    const roleId = target.id;
    if (input.phone_view_daily_limit !== undefined) {
      await trx.updateTable('role').set({ phone_view_daily_limit: input.phone_view_daily_limit }).where('id', '=', roleId).execute();
      target = { ...target, phone_view_daily_limit: input.phone_view_daily_limit };
    }
    await trx.deleteFrom('role_menu').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
    if (menus.length) {
      await trx.insertInto('role_menu').values(menus.map((m) => ({ role_id: roleId, menu_id: m.id }))).execute();
    }
    if (codes.size) {
      await trx.insertInto('role_permission')
        .values([...codes].map(([code, scope]) => ({ role_id: roleId, permission_code: code, data_scope: scope })))
        .execute();
    }
    return target;
  });
  const after = await grantsOf(ctx.db, role.id);
  await writeBehaviour(ctx.db, ctx, {
    staffId: ctx.caller.staffId,
    account: ctx.caller.account,
    action: 'permission_change',
    detail: JSON.stringify({ role: role.code, created: !existing, before, after, phone_view_daily_limit: role.phone_view_daily_limit }),
  });
  return { role, ...after };
}
