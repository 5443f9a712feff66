// The names of the app's pages, registered by the page registry (app/pages.ts) when it loads, for a page that must
// know which others exist (the role editor) without importing the registry, which imports it.
let names: ReadonlySet<string> = new Set();

export function registerPageNames(list: Iterable<string>): void {
  names = new Set(list);
}

export function isPageName(name: string): boolean {
  return names.has(name);
}
