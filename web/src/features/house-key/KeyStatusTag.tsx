import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEY_STATUS_LABELS, type KeyItem, type KeyStatus } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';

const STATUS_COLORS: Record<KeyStatus, string> = { in_store: 'green', lent: 'orange', owner_took: 'default' };

// 在店 / 外借 / 房主取走, and 逾期 beside a lent key past its return date.
export function KeyStatusTag({ item }: { item: Pick<KeyItem, 'status' | 'overdue'> }) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <Space size={0}>
      <Tag color={STATUS_COLORS[item.status]} data-testid="key-status" data-status={item.status}>{label(KEY_STATUS_LABELS[item.status])}</Tag>
      {item.overdue === 1 && <Tag color="red" data-testid="key-overdue">{t('houseKey.overdue')}</Tag>}
    </Space>
  );
}
