import { useTranslation } from 'react-i18next';
import type { FollowupItem } from '@brokerage/contract';

// A customer's follow-up recording work a leaver handed over besides the customer itself: one of its appointments (the
// content its day) or a deal's open steps (the content its contract number).
export function isWorkHandover(f: FollowupItem): boolean {
  return f.customer_id !== null && f.kind === 'role' && (f.change?.role === 'appointment' || f.change?.role === 'deal_step');
}

// A customer's hand-over record (follow-up `role`) as a line naming the people: of the customer when its agent left,
// else of the work named by isWorkHandover.
export function useCustomerHandoverLine() {
  const { t } = useTranslation();
  return (f: FollowupItem): string => {
    const people = { from: String(f.change?.from ?? '—'), to: String(f.change?.to ?? '—'), what: f.content };
    if (!isWorkHandover(f)) return t('customer.detail.followup.lines.agent', people);
    return f.change?.role === 'appointment' ? t('customer.detail.followup.lines.appointment', people) : t('customer.detail.followup.lines.dealStep', people);
  };
}
