import { useState } from 'react';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COLUMN_KEYS, DEFAULT_HIDDEN, type ColumnKey } from './columns';

const STORAGE_KEY = 'brokerage_house_list_hidden_columns';

function readHidden(): ColumnKey[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) return COLUMN_KEYS.filter((key) => stored.includes(key));
  } catch {
    // Unreadable or blocked storage: the default columns.
  }
  return [...DEFAULT_HIDDEN];
}

function writeHidden(hidden: ColumnKey[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(hidden));
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

// The hidden columns of the house list, remembered in this browser.
export function useHiddenColumns() {
  const [hidden, setHidden] = useState<ColumnKey[]>(readHidden);
  const change = (next: ColumnKey[]) => {
    setHidden(next);
    writeHidden(next);
  };
  return { hidden, change };
}

// Shows or hides the list's columns; the community column always stays.
export function ColumnSettings({ hidden, titles, onChange }: {
  hidden: ColumnKey[]; titles: Record<ColumnKey, string>; onChange: (hidden: ColumnKey[]) => void;
}) {
  const { t } = useTranslation();
  const optional = COLUMN_KEYS.filter((key) => key !== 'house');
  const content = (
    <Flex vertical gap={8} data-testid="house-columns-panel">
      <Checkbox.Group
        value={optional.filter((key) => !hidden.includes(key))}
        onChange={(shown) => onChange(optional.filter((key) => !shown.includes(key)))}
      >
        <Flex vertical gap={4}>
          {optional.map((key) => <Checkbox key={key} value={key} data-testid={`house-column-${key}`}>{titles[key]}</Checkbox>)}
        </Flex>
      </Checkbox.Group>
      <Button size="small" onClick={() => onChange([...DEFAULT_HIDDEN])}>{t('house.list.columnsReset')}</Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<SettingOutlined />} data-testid="house-columns">{t('house.list.columns')}</Button>
    </Popover>
  );
}
