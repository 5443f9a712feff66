import { useState } from 'react';
import { Button, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_OPEN_STATUSES, APPOINTMENT_SLOT_LABELS, APPOINTMENT_STATUS_LABELS, type AppointmentItem, type AppointmentStatus,
} from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { Permission } from '../../../app/permission';
import { ListView, type ListColumn } from '../../../components/list';
import { useLabel } from '../../../i18n/useLabel';
import { companyNow, toEpoch } from '../../../lib/time';
import { houseName } from '../../house/links';
import { useCustomerAppointments, useSaveAppointment } from '../queries';
import { AppointmentDialog, appointmentDate } from './AppointmentDialog';

const WINDOW_DAYS = 28;
const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<AppointmentStatus, string> = { pending: 'processing', confirmed: 'cyan', viewed: 'success', cancelled: 'default', missed: 'warning' };
const DONE_TEXTS = {
  confirmed: 'customer.detail.appointment.confirmed', cancelled: 'customer.detail.appointment.cancelled', missed: 'customer.detail.appointment.markedMissed',
} as const;

// The customer's appointments four weeks either side of a moving centre, with their changes.
export function AppointmentsTab({ customerId, onRecord }: { customerId: number; onRecord: (appointment: AppointmentItem) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [centre, setCentre] = useState(() => companyNow().startOf('day'));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AppointmentItem | null>(null);
  const from = centre.subtract(WINDOW_DAYS, 'day');
  const to = centre.add(WINDOW_DAYS, 'day').endOf('day');
  const appointments = useCustomerAppointments({ customer_id: customerId, from: toEpoch(from), to: toEpoch(to), page, limit: PAGE_SIZE });
  const save = useSaveAppointment(() => undefined);
  const setStatus = (a: AppointmentItem, status: keyof typeof DONE_TEXTS) => save.mutate({
    id: a.id, version: a.version, customer_id: a.customer_id, day: a.day, slot: a.slot, house_ids: a.houses.map((h) => h.id), remark: a.remark, status,
  }, { onSuccess: () => showSuccess(t(DONE_TEXTS[status])) });
  const move = (days: number) => {
    setCentre((c) => c.add(days, 'day'));
    setPage(1);
  };

  const columns: ListColumn<AppointmentItem>[] = [
    {
      key: 'day', title: t('customer.detail.appointment.day'), card: 'title',
      render: (_, a) => `${appointmentDate(a.day).format('YYYY-MM-DD ddd')} ${label(APPOINTMENT_SLOT_LABELS[a.slot])}`,
    },
    { key: 'houses', title: t('customer.detail.appointment.houses'), render: (_, a) => <Flex vertical>{a.houses.map((h) => <span key={h.id}>{houseName(h)}</span>)}</Flex> },
    { key: 'agent', title: t('customer.col.agent'), dataIndex: 'agent_name' },
    {
      key: 'status', title: t('customer.col.status'),
      render: (_, a) => <Tag color={STATUS_COLOURS[a.status]} data-testid="appointment-status" data-status={a.status}>{label(APPOINTMENT_STATUS_LABELS[a.status])}</Tag>,
    },
    { key: 'remark', title: t('customer.detail.appointment.remark'), dataIndex: 'remark' },
    {
      key: 'actions', title: t('customer.col.actions'), card: 'actions',
      render: (_, a) => APPOINTMENT_OPEN_STATUSES.includes(a.status) && (
        <Space size={0} wrap>
          <Permission codes={['look:add']}>
            <Button size="small" type="link" onClick={() => onRecord(a)} data-testid="appointment-record">{t('customer.detail.appointment.record')}</Button>
          </Permission>
          <Permission codes={['customer:edit']}>
            {a.status === 'pending' && (
              <Button size="small" type="link" onClick={() => setStatus(a, 'confirmed')} data-testid="appointment-confirm">
                {t('customer.detail.appointment.confirm')}
              </Button>
            )}
            <Button size="small" type="link" onClick={() => setEditing(a)} data-testid="appointment-change">{t('customer.detail.appointment.change')}</Button>
            <Popconfirm title={t('customer.detail.appointment.cancel')} onConfirm={() => setStatus(a, 'cancelled')}>
              <Button size="small" type="link" danger data-testid="appointment-cancel">{t('customer.detail.appointment.cancel')}</Button>
            </Popconfirm>
            <Button size="small" type="link" onClick={() => setStatus(a, 'missed')} data-testid="appointment-missed">{t('customer.detail.appointment.missed')}</Button>
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('customer.detail.appointment.window', { from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') })}</Typography.Text>
        <Space>
          <Button size="small" onClick={() => move(-WINDOW_DAYS)}>{t('customer.detail.appointment.earlier')}</Button>
          <Button size="small" onClick={() => move(WINDOW_DAYS)}>{t('customer.detail.appointment.later')}</Button>
        </Space>
      </Flex>
      <ListView testId="customer-appointments" rowKey="id" size="small" columns={columns} source={appointments}
        rowProps={(a) => ({ 'data-id': a.id, 'data-status': a.status })} empty={t('customer.detail.appointment.empty')}
        paging={{ page, limit: PAGE_SIZE, onChange: setPage }} />
      <AppointmentDialog open={editing !== null} customerId={customerId} appointment={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
