import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CUSTOMER_KIND_LABELS, CUSTOMER_POOL_LABELS, CUSTOMER_STATUS_LABELS, CustomerMatch } from '@brokerage/contract';
import { ApiError } from '../../../api/client';
import { showWarning } from '../../../api/bridge';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';

const DUPLICATE = '601020';
const Matches = z.object({ list: z.array(CustomerMatch) });

// The customers a 601020 refusal names (a phone held within the company's duplicate scope), or null for another error.
export function duplicatesOf(error: unknown): CustomerMatch[] | null {
  if (!(error instanceof ApiError) || error.code !== DUPLICATE) return null;
  const found = Matches.safeParse(error.data);
  return found.success ? found.data.list : null;
}

// A save the company lets through despite a duplicate phone (customer_duplicate_blocks off): saved, the holders named.
export function useWarnDuplicates() {
  const { t } = useTranslation();
  return (matches: CustomerMatch[]) => {
    if (!matches.length) return;
    const names = matches.map((m) => t('customer.duplicate.holder', { name: m.name, id: m.id, agent: m.agent_name })).join(', ');
    showWarning(t('customer.duplicate.saved', { names }), 8);
  };
}

// 601020: a phone already belongs to a customer within the company's duplicate scope; named here, nothing saved.
export function DuplicateNotice({ matches, onOpen, unchanged = false }: { matches: CustomerMatch[]; onOpen: (id: number) => void; unchanged?: boolean }) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid="customer-duplicate" title={t('customer.duplicate.title')}
      description={(
        <Flex vertical gap={4}>
          <span>{t(unchanged ? 'customer.duplicate.unchanged' : 'customer.duplicate.description')}</span>
          {matches.map((m) => (
            <Flex key={m.id} vertical gap={2} data-testid="customer-duplicate-match" data-id={m.id}>
              <Typography.Text>
                {t('customer.duplicate.match', {
                  name: m.name, kind: label(CUSTOMER_KIND_LABELS[m.kind]), status: label(CUSTOMER_STATUS_LABELS[m.status]), pool: label(CUSTOMER_POOL_LABELS[m.pool]),
                  phones: m.phones.join(' / '), agent: m.agent_name, store: m.store_name, date: formatDate(m.created_at, 'YYYY-MM-DD'),
                })}
              </Typography.Text>
              <Button type="link" style={{ padding: 0, alignSelf: 'flex-start' }} onClick={() => onOpen(m.id)} data-testid="customer-duplicate-open">
                {t('customer.duplicate.open', { id: m.id })}
              </Button>
            </Flex>
          ))}
        </Flex>
      )} />
  );
}
