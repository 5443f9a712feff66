import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, theme } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { searchEntries, textIn } from '../app/routes';
import { useRouteTable } from '../app/useRouteTable';
import { useSettings } from '../app/settings';
import { STATIC_PAGES } from '../app/pages';
import { GUIDE_PATH, isExternal } from '../lib/paths';
import type { HeaderSearchSelect as SelectComponent, Option, PinyinMatch } from './HeaderSearchSelect';

// The select (antd's Select and its virtual list) is not part of the first download: it is fetched right after
// the shell appears (or on the first open, if that comes sooner) and then rendered directly, so the search that opens
// is the select itself and takes the keys typed right after the click.
let loadedSelect: typeof SelectComponent | null = null;
let loadingSelect: Promise<typeof SelectComponent> | null = null;
function loadSelect(): Promise<typeof SelectComponent> {
  loadingSelect ??= import('./HeaderSearchSelect').then((m) => (loadedSelect = m.HeaderSearchSelect));
  return loadingSelect;
}
const PRELOAD_DELAY_MS = 0;

// Header menu search: pick a menu by its title and go there.
export function HeaderSearch() {
  const { t } = useTranslation();
  const { menu } = useRouteTable();
  const pinyinSetting = useSettings((s) => s.pinyinSearch);
  const [open, setOpen] = useState(false);
  // What was typed before the select arrived: it becomes the select's search (keys typed into the stand-in are not lost).
  const [typed, setTyped] = useState('');
  // The select, once fetched (re-renders the open fallback into it).
  const [Select, setSelect] = useState<typeof SelectComponent | null>(() => loadedSelect);
  useEffect(() => {
    if (Select) return;
    let live = true;
    const timer = setTimeout(() => void loadSelect().then((component) => live && setSelect(() => component)), PRELOAD_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [Select]);
  const { token } = theme.useToken();
  const [pinyin, setPinyin] = useState<PinyinMatch | null>(null);
  const loading = useRef(false);
  const lang = currentLanguage();
  const usePinyin = lang === 'zh' && pinyinSetting;

  const options = useMemo<Option[]>(() => {
    // Menu entries first: where a static page is also in the menu, its menu trail is the better label.
    const entries = [
      ...searchEntries(menu).filter((entry) => !isExternal(entry.path)),
      ...STATIC_PAGES.filter((page) => page.path !== GUIDE_PATH).map((page) => ({ path: page.path, titles: [page.title] })),
    ];
    const seen = new Set<string>();
    return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path)).map((entry) => {
      const words = entry.titles.map((title) => textIn(title, lang));
      return { value: entry.path, label: words.join(' > '), words };
    });
  }, [menu, lang]);

  const show = () => {
    setOpen(true);
    if (!Select) void loadSelect().then((component) => setSelect(() => component));
    // pinyin-pro is large: fetched only when a Chinese search opens.
    if (usePinyin && !pinyin && !loading.current) {
      loading.current = true;
      void import('pinyin-pro')
        .then(({ match }) => setPinyin(() => (text: string, query: string) => match(text, query)))
        .finally(() => {
          loading.current = false;
        });
    }
  };

  if (!open) {
    return <Button type="text" data-testid="header-search" aria-label={t('shell.navbar.search')} icon={<SearchOutlined />} onClick={show} />;
  }
  if (Select) {
    const close = () => {
      setOpen(false);
      setTyped('');
    };
    return <Select options={options} pinyin={usePinyin ? pinyin : null} initialSearch={typed} onClose={close} />;
  }
  // Only in the moment before the select has arrived (longer on a slow connection): it takes the keys typed meanwhile.
  return (
    <input
      autoFocus
      data-testid="header-search-pending"
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      aria-label={t('shell.navbar.search')}
      placeholder={t('shell.navbar.search')}
      style={{
        width: 220, height: token.controlHeight, boxSizing: 'border-box', padding: '0 11px', font: 'inherit', color: token.colorText,
        border: `1px solid ${token.colorPrimary}`, borderRadius: token.borderRadius, outline: 'none',
      }}
    />
  );
}
