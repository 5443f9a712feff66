import type { AuthMenuNode } from '@brokerage/contract';

// The part of the server's permission catalogue the role editor offers: the menus whose page the app has (or that
// hold one), and the button permissions of those pages; a menu of a module not built yet, and its permissions, are
// left out, as the sidebar leaves them out (a grant of one that a role already holds is kept when it is saved).
export function offeredCatalogue(nodes: readonly AuthMenuNode[], hasPage: (name: string) => boolean): AuthMenuNode[] {
  return nodes.flatMap((node) => {
    const children = offeredCatalogue(node.children, hasPage);
    const page = hasPage(node.name);
    if (!page && children.length === 0) return [];
    return [{ ...node, permissions: page ? node.permissions : [], children }];
  });
}
