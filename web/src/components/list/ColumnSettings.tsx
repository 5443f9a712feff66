import type { ReactNode } from 'react';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props = {
  columns: { key: string; title: ReactNode }[];
  // Columns that always stay (the one naming the row).
  fixed?: readonly string[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  onReset: () => void;
  // Test ids: the button `${testId}s`, the panel `${testId}s-panel`, a column's box `${testId}-${key}`.
  testId: string;
};

// Shows or hides a list's columns (useColumnSettings remembers the choice per person).
export function ColumnSettings({ columns, fixed = [], hidden, onChange, onReset, testId }: Props) {
  const { t } = useTranslation();
  const optional = columns.filter((c) => !fixed.includes(c.key));
  const content = (
    <Flex vertical gap={8} data-testid={`${testId}s-panel`}>
      <Checkbox.Group
        value={optional.filter((c) => !hidden.includes(c.key)).map((c) => c.key)}
        onChange={(shown) => onChange(optional.filter((c) => !shown.includes(c.key)).map((c) => c.key))}
      >
        <Flex vertical gap={4}>
          {optional.map((c) => <Checkbox key={c.key} value={c.key} data-testid={`${testId}-${c.key}`}>{c.title}</Checkbox>)}
        </Flex>
      </Checkbox.Group>
      <Button size="small" onClick={onReset}>{t('shell.list.columnsReset')}</Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<SettingOutlined />} data-testid={`${testId}s`}>{t('shell.list.columns')}</Button>
    </Popover>
  );
}
