import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSE_KIND_LABELS, HOUSE_POOL_LABELS, HOUSE_STATUS_LABELS, type HouseKind, type HouseMatch } from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { houseName } from '../links';

// 601020: the door already has a live house of this kind. Names it with a way to open it, instead of a toast.
export function DuplicateNotice({ kind, matches, onOpen }: { kind: HouseKind; matches: HouseMatch[]; onOpen: (match: HouseMatch) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="house-duplicate"
      style={{ marginBottom: 16 }}
      title={t('house.form.duplicate.title', { kind: label(HOUSE_KIND_LABELS[kind]) })}
      description={(
        <Flex vertical gap={8}>
          <span>{t('house.form.duplicate.description')}</span>
          {matches.map((m) => (
            <Flex key={m.id} vertical gap={2} data-testid="house-duplicate-match">
              <Typography.Text>
                {t('house.form.duplicate.match', {
                  house: houseName(m), status: label(HOUSE_STATUS_LABELS[m.status]), pool: label(HOUSE_POOL_LABELS[m.pool]),
                  maintainer: m.maintainer_name, store: m.store_name || '—', date: formatDate(m.created_at, 'YYYY-MM-DD'),
                })}
              </Typography.Text>
              <div>
                <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(m)} data-testid="house-duplicate-open">
                  {t('house.form.duplicate.open', { id: m.id })}
                </Button>
              </div>
            </Flex>
          ))}
        </Flex>
      )}
    />
  );
}
