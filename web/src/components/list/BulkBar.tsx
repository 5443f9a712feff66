import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// The actions on a list's picked rows, with how many are picked and a way to clear them; the actions stay in place
// (disabled by their own rules) so the bar does not jump when rows are picked.
export function BulkBar({ count, onClear, children, testId = 'list-bulk' }: {
  count: number; onClear: () => void; children: ReactNode; testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} wrap data-testid={testId} data-count={count}>
      {count > 0 && (
        <>
          <Typography.Text type="secondary" data-testid={`${testId}-count`}>{t('shell.list.selected', { count })}</Typography.Text>
          <Button size="small" type="link" onClick={onClear} data-testid={`${testId}-clear`}>{t('shell.list.clearSelection')}</Button>
        </>
      )}
      {children}
    </Flex>
  );
}
