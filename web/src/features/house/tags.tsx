import { LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSE_LEVEL_LABELS, HOUSE_POOL_LABELS, HOUSE_STATUS_LABELS, type HouseLevel, type HousePool, type HouseStatus } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';

// On the market in green and blue shades, paused ones in amber, closed deals purple, dead ones grey/red.
const STATUS_COLORS: Record<HouseStatus, string> = {
  valid: 'green', reserved: 'blue', paused: 'orange', sealed: 'gold', deal_internal: 'purple', deal_external: 'magenta',
  invalid: 'red', cancelled: 'default',
};

export function StatusTag({ status, until }: { status: HouseStatus; until?: number | null }) {
  const { t } = useTranslation();
  const label = useLabel();
  const tag = <Tag color={STATUS_COLORS[status]} data-testid="house-status" data-status={status}>{label(HOUSE_STATUS_LABELS[status])}</Tag>;
  if (!until) return tag;
  return <span title={t('house.detail.until', { date: formatDate(until, 'YYYY-MM-DD') })}>{tag}</span>;
}

export function PoolTag({ pool }: { pool: HousePool }) {
  const label = useLabel();
  return <Tag color={pool === 'public' ? 'cyan' : 'default'} variant="outlined" data-testid="house-pool" data-pool={pool}>{label(HOUSE_POOL_LABELS[pool])}</Tag>;
}

// 加密: a lock, saying whom the door number and the owners' phones are shown to (the server hides them from others).
export function ConfidentialTag({ level }: { level: HouseLevel }) {
  const { t } = useTranslation();
  const label = useLabel();
  if (level !== 'confidential') return null;
  return (
    <Tag color="volcano" icon={<LockOutlined />} title={t('house.detail.confidential')} data-testid="house-confidential">
      {label(HOUSE_LEVEL_LABELS.confidential)}
    </Tag>
  );
}
