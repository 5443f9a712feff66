import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyItem } from '@brokerage/contract';
import { usePermission } from '../../app/permission';
import { LendDialog } from './LendDialog';
import { allowedActions, useKeyAction } from './queries';

// The moves the key's status allows (KEY_ACTION_TRANSITIONS), for those holding key:lend. A borrow asks for the
// borrower and the return date; the others are confirmed.
export function KeyActions({ item }: { item: KeyItem }) {
  const { t } = useTranslation();
  const canLend = usePermission(['key:lend']);
  const [lending, setLending] = useState(false);
  const act = useKeyAction();
  if (!canLend) return null;
  return (
    <Space size={0} data-testid="key-actions">
      {allowedActions(item).map((action) => (action === 'borrow' ? (
        <Button key={action} type="link" size="small" onClick={() => setLending(true)} data-testid="key-action-borrow">
          {t('houseKey.action.borrow')}
        </Button>
      ) : (
        <Popconfirm key={action} title={t('houseKey.confirm', { number: item.number, action: t(`houseKey.action.${action}`) })}
          onConfirm={() => act.mutateAsync({ key_id: item.id, action }).catch(() => undefined)} okButtonProps={{ 'data-testid': 'key-action-ok' }}>
          <Button type="link" size="small" loading={act.isPending && act.variables.action === action} data-testid={`key-action-${action}`}>
            {t(`houseKey.action.${action}`)}
          </Button>
        </Popconfirm>
      )))}
      {lending && <LendDialog item={item} onClose={() => setLending(false)} />}
    </Space>
  );
}
