import { create } from 'zustand';
import { onSignOut } from '../app/session';

// Visited pages (the tags view). Each tab's page stays mounted while the tab is open; `refresh` is part
// of its React key, so bumping it re-mounts the page with fresh state.
// `path` is the pathname (the tab's identity); `fullPath` adds the query last seen there.
export type TabView = { path: string; fullPath: string; affix: boolean; refresh: number };

type TabsStore = {
  views: TabView[];
  // Paths closed and not visited since. The router commits navigations in a transition, so a closed
  // current tab is still the current path for a moment: this keeps it from being rendered (and kept).
  closed: ReadonlySet<string>;
  add: (path: string, fullPath: string, affix: boolean) => void;
  refresh: (path: string) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  reset: () => void;
};

type State = Pick<TabsStore, 'views' | 'closed'>;

// Keeps the views that pass `keep` (pinned tabs always do) and remembers the others as closed.
function keepOnly({ views, closed }: State, keep: (view: TabView) => boolean): State {
  const kept = views.filter((view) => view.affix || keep(view));
  const dropped = views.filter((view) => !kept.includes(view)).map((view) => view.path);
  return { views: kept, closed: new Set([...closed, ...dropped]) };
}

export const useTabs = create<TabsStore>()((set) => ({
  views: [],
  closed: new Set<string>(),
  add: (path, fullPath, affix) => set(({ views, closed }) => {
    const reopened = new Set(closed);
    reopened.delete(path);
    if (views.some((view) => view.path === path)) {
      return { views: views.map((view) => (view.path === path && view.fullPath !== fullPath ? { ...view, fullPath } : view)), closed: reopened };
    }
    const view = { path, fullPath, affix, refresh: 0 };
    // Pinned tabs lead the bar.
    return { views: affix ? [...views.filter((v) => v.affix), view, ...views.filter((v) => !v.affix)] : [...views, view], closed: reopened };
  }),
  refresh: (path) => set(({ views }) => ({
    views: views.map((view) => (view.path === path ? { ...view, refresh: view.refresh + 1 } : view)),
  })),
  // Pinned (affix) tabs cannot be closed.
  close: (path) => set((state) => keepOnly(state, (view) => view.path !== path)),
  closeOthers: (path) => set((state) => keepOnly(state, (view) => view.path === path)),
  closeAll: () => set((state) => keepOnly(state, () => false)),
  reset: () => set({ views: [], closed: new Set<string>() }),
}));

onSignOut(() => useTabs.getState().reset());
