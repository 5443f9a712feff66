import { useState } from 'react';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_KIND_LABELS, type AppointmentItem } from '@brokerage/contract';
import { usePermission } from '../../app/permission';
import { usePhone } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { formatDate } from '../../lib/format';
import { AppointmentDialog } from './detail/AppointmentDialog';
import { AppointmentsTab } from './detail/AppointmentsTab';
import { CustomerActions } from './detail/CustomerActions';
import { CustomerFacts } from './detail/CustomerFacts';
import { CustomerFollowups } from './detail/CustomerFollowups';
import type { PickedHouse } from './detail/HousePicker';
import { MatchesTab } from './detail/MatchesTab';
import { OperationsTab } from './detail/OperationsTab';
import { LookEntryDrawer } from '../customer-look/LookEntryDrawer';
import { LookList } from '../customer-look/LookList';
import { CustomerForm } from './form/CustomerForm';
import { customerLink, parseCustomerId } from './links';
import { useCustomer } from './queries';

const CUSTOMERS_PATH = '/customer/customers';

// /customer/detail?id=12: one customer with its moves, wants, phones, timeline, appointments, matching houses and
// operation log.
export function CustomerDetailPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = parseCustomerId(search);
  const customer = useCustomer(id);
  const [editing, setEditing] = useState(false);
  const [booking, setBooking] = useState<PickedHouse[] | null>(null);
  const [looking, setLooking] = useState<{ appointment: AppointmentItem | null } | null>(null);
  const canLooks = usePermission(['look:list']);
  const phone = usePhone();

  const back = <Button type="primary" onClick={() => void navigate(CUSTOMERS_PATH)}>{t('customer.detail.back')}</Button>;
  if (id === null) return <Result status="info" title={t('customer.detail.missing')} extra={back} />;
  if (customer.isError) return <Result status="404" title={t('customer.detail.notFound')} extra={back} data-testid="customer-not-found" />;
  if (!customer.data) return <Card><Skeleton active /></Card>;

  const c = customer.data;
  const actions = <CustomerActions customer={c} onEdit={() => setEditing(true)} onBook={() => setBooking([])} onLook={() => setLooking({ appointment: null })} />;
  return (
    <Flex vertical gap={16} data-testid="customer-detail-page" data-customer-id={c.id} data-status={c.status} data-pool={c.pool}>
      <Card title={(
        <Space size={8} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="customer-name">{c.name}</Typography.Title>
          <Tag>{label(CUSTOMER_KIND_LABELS[c.kind])}</Tag>
          <Typography.Text type="secondary">#{c.id}</Typography.Text>
        </Space>
      )} extra={phone ? undefined : actions}>
        {/* On a phone the actions go under the name: beside it they would leave the name no room. */}
        {phone && <div style={{ marginBottom: 12 }}>{actions}</div>}
        {c.pending_invalid && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} data-testid="customer-pending-invalid"
            title={t('customer.detail.pending', { reason: c.pending_invalid.reason, date: formatDate(c.pending_invalid.created_at, 'YYYY-MM-DD HH:mm') })} />
        )}
        <CustomerFacts customer={c} />
      </Card>
      <Card>
        <Tabs items={[
          { key: 'followups', label: t('customer.detail.tabs.followups'), children: <CustomerFollowups customerId={c.id} /> },
          {
            key: 'appointments', label: <span data-testid="customer-tab-appointments">{t('customer.detail.tabs.appointments')}</span>,
            children: <AppointmentsTab customerId={c.id} onRecord={(appointment) => setLooking({ appointment })} />,
          },
          ...(canLooks ? [{
            key: 'looks', label: <span data-testid="customer-tab-looks">{t('customer.detail.tabs.looks')}</span>, children: <LookList customerId={c.id} />,
          }] : []),
          {
            key: 'matches', label: <span data-testid="customer-tab-matches">{t('customer.detail.tabs.matches')}</span>,
            children: <MatchesTab customer={c} onBook={(houses) => setBooking(houses)} />,
          },
          { key: 'log', label: <span data-testid="customer-tab-log">{t('customer.detail.tabs.log')}</span>, children: <OperationsTab customerId={c.id} /> },
        ]} />
      </Card>
      <CustomerForm open={editing} id={c.id} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} onOpenCustomer={(other) => {
        setEditing(false);
        void navigate(customerLink(other));
      }} />
      <LookEntryDrawer open={looking !== null} customerId={c.id} appointment={looking?.appointment ?? null} onClose={() => setLooking(null)} />
      <AppointmentDialog open={booking !== null} customerId={c.id} initialHouses={booking ?? []} onClose={() => setBooking(null)} />
    </Flex>
  );
}
