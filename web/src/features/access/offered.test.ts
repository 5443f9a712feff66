import { describe, expect, it } from 'vitest';
import { ENDPOINTS, MENU_TREE, PERMISSIONS, PERMISSION_CODES, type AuthMenuNode, type MenuNode } from '@brokerage/contract';
import { hasPage } from '../../app/pages';
import { offeredCatalogue } from './offered';

// The catalogue as setting/getauth sends it (access.service.ts): every menu with the permissions it carries.
function catalogue(nodes: MenuNode[] = MENU_TREE): AuthMenuNode[] {
  return nodes.map((node) => ({
    name: node.name, title: node.title, children: catalogue(node.children ?? []),
    permissions: PERMISSION_CODES.filter((code) => PERMISSIONS[code].menu === node.name)
      .map((code) => ({ code, title: PERMISSIONS[code].title, scoped: PERMISSIONS[code].scoped })),
  }));
}
const flat = (nodes: AuthMenuNode[]): AuthMenuNode[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
const title = { en: 'x', zh: 'x', es: 'x', ja: 'x' };

describe('the role editor\'s catalogue', () => {
  it('keeps the menus with a page or a child with one, and the permissions of those pages only', () => {
    const node = (name: string, permissions: string[], children: AuthMenuNode[] = []): AuthMenuNode => ({
      name, title, children, permissions: permissions.map((code) => ({ code, title, scoped: false })),
    });
    const tree = [node('Group', ['g:x'], [node('Built', ['b:x']), node('NotBuilt', ['n:x'])]), node('Empty', [], [node('AlsoNot', ['a:x'])])];
    const offered = offeredCatalogue(tree, (name) => name === 'Built');
    expect(offered).toEqual([node('Group', [], [node('Built', ['b:x'])])]);
  });

  it('offers over the real menu tree only permissions that a call of the contract declares or checks', () => {
    const offered = flat(offeredCatalogue(catalogue(), hasPage));
    const declared = new Set<string>(ENDPOINTS.map((endpoint) => endpoint.access));
    // The approval inboxes are calls open to everyone signed in; these decide whose items each person sees there. The
    // call records of phone:call show others' calls to holders of phone:records.
    const checkedInCalls = new Set(['approval:business', 'approval:finance', 'phone:records']);
    const codes = offered.flatMap((node) => node.permissions.map((p) => p.code));
    expect(codes.length).toBeGreaterThan(30);
    expect(codes.filter((code) => !declared.has(code) && !checkedInCalls.has(code))).toEqual([]);
    // The house statistics and assessments page carries the permissions of its three kinds of call.
    expect(offered.map((node) => node.name)).toContain('ProcessAssessment');
    expect(codes).toEqual(expect.arrayContaining(['house:stats', 'assess:view', 'assess:examine']));
    expect(offered.every((node) => hasPage(node.name) || node.children.length > 0)).toBe(true);
  });
});
