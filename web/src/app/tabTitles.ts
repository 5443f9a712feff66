import { create } from 'zustand';
import { onSignOut } from './session';

// A tab's own title (the house or project it shows) over its route's, by the tab's path: set by the page once its
// record has loaded, or by the link that opens it so the tab is named from the start.
type TabTitles = { titles: Readonly<Record<string, string>>; setTitle: (path: string, title: string | null) => void };

export const useTabTitles = create<TabTitles>()((set) => ({
  titles: {},
  setTitle: (path, title) => set(({ titles }) => {
    if ((titles[path] ?? null) === title) return { titles };
    const next = { ...titles };
    if (title === null) delete next[path];
    else next[path] = title;
    return { titles: next };
  }),
}));

onSignOut(() => useTabTitles.setState({ titles: {} }));
