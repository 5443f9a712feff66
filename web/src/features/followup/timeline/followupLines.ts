import { useTranslation } from 'react-i18next';
import {
  HOUSE_GRADE_LABELS, HOUSE_POOL_LABELS, HOUSE_ROLE_LABELS, HOUSE_STATUS_LABELS, type FollowupItem, type HouseKind, type Text,
  PICTURE_GROUP_LABELS, pictureChangeAction,
} from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { formatDate } from '../../../lib/format';
import { useHouseFormat } from '../../house/money';
import { isWorkHandover, useCustomerHandoverLine } from '../../customer/detail/handoverLine';

type Code = string | number | null | undefined;

// A typed follow-up as a readable history line ("Status: Available → Reserved (until 2026-12-01)", "Price: 320万 →
// 310万"); a written one is its own text. The reason given for a change follows on its own line.
export function useFollowupLines(kind: HouseKind) {
  const { t } = useTranslation();
  const label = useLabel();
  const fmt = useHouseFormat();
  const named = (labels: Record<string, Text>, code: Code) => (typeof code === 'string' && Object.hasOwn(labels, code) ? label(labels[code] as Text) : String(code ?? '—'));
  const customerHandover = useCustomerHandoverLine();
  const money = (value: Code) => (typeof value === 'number' ? fmt.price(value, kind) : '—');

  return (f: FollowupItem): string[] => {
    const c = f.change;
    const lines: string[] = [];
    if (f.kind === 'entry') lines.push(t('followup.timeline.lines.entry'));
    if (c && f.kind === 'status') {
      const params = { from: named(HOUSE_STATUS_LABELS, c.from), to: named(HOUSE_STATUS_LABELS, c.to) };
      lines.push(c.until ? t('followup.timeline.lines.statusUntil', { ...params, until: formatDate(c.until, 'YYYY-MM-DD') }) : t('followup.timeline.lines.status', params));
    }
    if (c && f.kind === 'price') {
      lines.push(t('followup.timeline.lines.price', { from: money(c.from), to: money(c.to) }));
      if ((c.base_from ?? null) !== (c.base_to ?? null)) lines.push(t('followup.timeline.lines.basePrice', { from: money(c.base_from), to: money(c.base_to) }));
    }
    if (c && f.kind === 'grade') lines.push(t('followup.timeline.lines.grade', { from: named(HOUSE_GRADE_LABELS, c.from), to: named(HOUSE_GRADE_LABELS, c.to) }));
    if (c && f.kind === 'pool') lines.push(t('followup.timeline.lines.pool', { from: named(HOUSE_POOL_LABELS, c.from), to: named(HOUSE_POOL_LABELS, c.to) }));
    // A customer's hand-over reads as on the customer's own timeline.
    if (c && f.kind === 'role' && f.customer_id !== null) lines.push(customerHandover(f));
    if (c && f.kind === 'role' && f.customer_id === null) {
      const person = (name: Code) => (typeof name === 'string' && name ? name : t('houseRole.lines.nobody'));
      lines.push(t('houseRole.lines.role', { role: named(HOUSE_ROLE_LABELS, c.role), from: person(c.from), to: person(c.to) }));
    }
    if (c && f.kind === 'door') lines.push(t('houseRole.lines.door', { from: String(c.from ?? '—'), to: String(c.to ?? '—') }));
    const picture = f.kind === 'picture' ? pictureChangeAction(c) : null;
    if (picture) lines.push(t(`housePicture.followup.${picture.action}`, { group: picture.group ? label(PICTURE_GROUP_LABELS[picture.group]) : '' }));
    const reasoned = f.kind === 'status' || f.kind === 'price' || f.kind === 'grade' || f.kind === 'pool' || f.kind === 'door';
    if (f.content && !isWorkHandover(f)) lines.push(reasoned ? t('followup.timeline.lines.reason', { reason: f.content }) : f.content);
    return lines;
  };
}
