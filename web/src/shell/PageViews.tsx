import { Activity, Suspense, use, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { PAGES } from '../app/pages';
import type { PageRoute } from '../app/routes';
import { useSettings } from '../app/settings';
import { useTabs } from './tabs';

// Every feature's texts (four languages) load with the first page that needs them; the dashboard needs
// only the shell's, which came with the shell (docs/performance.md, "Front end").
const SHELL_TEXT_PAGES = new Set(['Dashboard']);
let featureTexts: Promise<void> | null = null;

function WithFeatureTexts({ children }: { children: ReactNode }) {
  featureTexts ??= import('../i18n/features').then((m) => m.registerFeatureTexts());
  use(featureTexts);
  return children;
}

function PageFallback() {
  return (
    <Flex align="center" justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}

// Cached views (spec §2): every open tab's page stays mounted, hidden by <Activity> while another tab is
// shown, so its state (a half-filled form) survives; closing the tab unmounts it. `refresh` in the key
// re-mounts a page on a tab refresh. With the tags view off there are no tabs, so only the current page.
export function PageViews({ pages, current }: { pages: Map<string, PageRoute>; current: string }) {
  const views = useTabs((s) => s.views);
  const closed = useTabs((s) => s.closed);
  const tagsView = useSettings((s) => s.tagsView);
  const open = tagsView ? views : views.filter((view) => view.path === current);
  // The current page renders before the effect that opens its tab has run (unless its tab was just closed).
  const shown = open.some((view) => view.path === current) || closed.has(current) ? open : [...open, { path: current, refresh: 0 }];

  return shown.map(({ path, refresh }) => {
    const page = pages.get(path);
    const Page = page ? PAGES[page.page] : undefined;
    if (!page || !Page) return null;
    return (
      <Activity key={`${path}#${refresh}`} mode={path === current ? 'visible' : 'hidden'}>
        <div data-testid="page-view" data-path={path}>
          <Suspense fallback={<PageFallback />}>
            {SHELL_TEXT_PAGES.has(page.page) ? <Page /> : <WithFeatureTexts><Page /></WithFeatureTexts>}
          </Suspense>
        </div>
      </Activity>
    );
  });
}
