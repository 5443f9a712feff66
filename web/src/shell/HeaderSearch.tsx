import { useMemo, useRef, useState } from 'react';
import { Button, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../i18n';
import { searchEntries, textIn } from '../app/routes';
import { useRouteTable } from '../app/useRouteTable';
import { useSettings } from '../app/settings';
import { STATIC_PAGES } from '../app/pages';
import { GUIDE_PATH, isExternal } from '../lib/paths';

type PinyinMatch = (text: string, pinyin: string) => number[] | null;
type Option = { value: string; label: string; words: string[] };

// Plain text match on any title of the trail; in Chinese (with the setting on) also by pinyin and initials.
export function matchesMenu(option: Option, input: string, pinyin: PinyinMatch | null): boolean {
  const query = input.trim().toLowerCase();
  if (!query) return true;
  return option.words.some((word) => word.toLowerCase().includes(query) || (pinyin !== null && pinyin(word, query) !== null));
}

// Header menu search: pick a menu by its title and go there.
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menu } = useRouteTable();
  const pinyinSetting = useSettings((s) => s.pinyinSearch);
  const [open, setOpen] = useState(false);
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
  return (
    <Select<string, Option>
      data-testid="header-search-select"
      autoFocus
      defaultOpen
      showSearch={{ filterOption: (input, option) => (option ? matchesMenu(option, input, usePinyin ? pinyin : null) : false) }}
      placeholder={t('shell.navbar.search')}
      notFoundContent={t('shell.navbar.noMatch')}
      options={options}
      style={{ width: 220 }}
      value={null}
      onChange={(path) => {
        setOpen(false);
        void navigate(path);
      }}
      onBlur={() => setOpen(false)}
    />
  );
}
