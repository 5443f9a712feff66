import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type PinyinMatch = (text: string, pinyin: string) => number[] | null;
export type Option = { value: string; label: string; words: string[] };

// Plain text match on any title of the trail; in Chinese (with the setting on) also by pinyin and initials.
export function matchesMenu(option: Option, input: string, pinyin: PinyinMatch | null): boolean {
  const query = input.trim().toLowerCase();
  if (!query) return true;
  return option.words.some((word) => word.toLowerCase().includes(query) || (pinyin !== null && pinyin(word, query) !== null));
}

// The open header search (HeaderSearch): pick a menu by its title and go there; leaving it closes it.
// `initialSearch`: what was typed before it arrived.
export function HeaderSearchSelect({ options, pinyin, initialSearch, onClose }: {
  options: Option[]; pinyin: PinyinMatch | null; initialSearch: string; onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(initialSearch);
  // antd's select clears the search of a single select in an effect of its first render (its list counts as closed
  // until then), which would drop the keys typed before it arrived. Its effects run before this component's: changes
  // are taken once this component's own first effect has run.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  return (
    <Select<string, Option>
      data-testid="header-search-select"
      autoFocus
      defaultOpen
      showSearch={{
        searchValue: search,
        onSearch: (value) => {
          if (mounted.current) setSearch(value);
        },
        filterOption: (input, option) => (option ? matchesMenu(option, input, pinyin) : false),
      }}
      placeholder={t('shell.navbar.search')}
      notFoundContent={t('shell.navbar.noMatch')}
      options={options}
      style={{ width: 220 }}
      value={null}
      onChange={(path) => {
        onClose();
        void navigate(path);
      }}
      onBlur={onClose}
    />
  );
}
