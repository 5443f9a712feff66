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
export function HeaderSearchSelect({ options, pinyin, onClose }: {
  options: Option[]; pinyin: PinyinMatch | null; onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Select<string, Option>
      data-testid="header-search-select"
      autoFocus
      defaultOpen
      showSearch={{ filterOption: (input, option) => (option ? matchesMenu(option, input, pinyin) : false) }}
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
