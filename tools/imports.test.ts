import { describe, expect, it } from 'vitest';
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';

// No import circles: files never import each other round (contract, server, web, type imports included), and the
// server's modules depend on each other one way only (docs/architecture.md). A piece two sides need moves down.

const PACKAGES = ['contract', 'server', 'web'] as const;

const trees = new Map<string, Promise<DependencyTree>>();
function treeOf(pkg: (typeof PACKAGES)[number]): Promise<DependencyTree> {
  if (!trees.has(pkg)) trees.set(pkg, parseDependencyTree(`${pkg}/src/**/*.{ts,tsx}`, { context: process.cwd(), tsconfig: `${pkg}/tsconfig.json`, transform: false }));
  return trees.get(pkg)!;
}

// The strongly connected groups of two or more nodes of a graph (Tarjan): each is a circle.
function circlesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

const MODULE = /^server\/src\/modules\/([^/]+)\//;

// The server's modules as a graph: module → the modules its files (tests included) import.
function moduleGraph(tree: DependencyTree): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, deps] of Object.entries(tree)) {
    const from = MODULE.exec(file)?.[1];
    if (!from || !deps) continue;
    for (const dep of deps) {
      const to = dep.id ? MODULE.exec(dep.id)?.[1] : undefined;
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe('import circles', () => {
  it('finds a circle in a graph that has one', () => {
    const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(circlesOf(new Map([['a', new Set(['b'])], ['b', new Set<string>()]]))).toEqual([]);
  });

  for (const pkg of PACKAGES) {
    it(`${pkg}: no file imports itself round, and every relative import resolves`, async () => {
      const tree = await treeOf(pkg);
      const files = Object.keys(tree).filter((file) => file.startsWith(`${pkg}/src/`));
      expect(files.length).toBeGreaterThan(20);
      const unresolved = Object.values(tree).flatMap((deps) => deps ?? []).filter((dep) => dep.request.startsWith('.') && !dep.id);
      expect(unresolved.map((dep) => `${dep.issuer} → ${dep.request}`)).toEqual([]);
      expect(parseCircular(tree).map((circle) => circle.join(' → '))).toEqual([]);
    });
  }

  it('server: a module depends on another one way only', async () => {
    const graph = moduleGraph(await treeOf('server'));
    // The house module is the one the other house areas build on: a graph without it means the paths moved.
    expect(graph.get('followup')).toContain('house');
    expect(circlesOf(graph).map((circle) => circle.join(' ↔ '))).toEqual([]);
  });
});
