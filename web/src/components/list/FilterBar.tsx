import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Flex } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePhone } from './usePhone';

// A list's filters: in a row on screens; on phones folded behind one button (showing how many are set) that opens
// them in a drawer, so the list itself stays on screen.
export function FilterBar({ children, active = 0, testId }: { children: ReactNode; active?: number; testId?: string }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (!phone) return <Flex gap={8} wrap align="center" data-testid={testId}>{children}</Flex>;
  return (
    <>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="list-filters">
          {active > 0 ? t('shell.list.filtersActive', { count: active }) : t('shell.list.filters')}
        </Button>
      </Badge>
      <Drawer open={open} placement="bottom" size="80%" title={t('shell.list.filters')} onClose={() => setOpen(false)} forceRender
        footer={<Button type="primary" block onClick={() => setOpen(false)} data-testid="list-filters-done">{t('shell.list.filtersDone')}</Button>}>
        <Flex vertical gap={8} data-testid={testId}>{children}</Flex>
      </Drawer>
    </>
  );
}
