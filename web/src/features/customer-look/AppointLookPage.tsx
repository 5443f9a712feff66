import { useState } from 'react';
import { Alert, Button, Card, Flex, Popconfirm, Segmented, Select, Space, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_OPEN_STATUSES, APPOINTMENT_SLOT_LABELS, APPOINTMENT_SLOTS, APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES, PAGE_LIMIT_MAX,
  type AppointmentItem, type AppointmentStatus,
} from '@brokerage/contract';
import { showSuccess } from '../../api/bridge';
import { Permission } from '../../app/permission';
import { ListView, usePhone, useUrlState, type ListColumn } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { companyNow, companyToday, toEpoch } from '../../lib/time';
import { houseName } from '../house/links';
import { useEnumOptions } from '../house/options';
import { appointmentDate } from '../customer/detail/AppointmentDialog';
import { customerLink } from '../customer/links';
import { useCustomerAppointments, useSaveAppointment } from '../customer/queries';
import { LookEntryDrawer } from './LookEntryDrawer';
import { StaffPicker } from '../../components/form';
import { COMPANIONS } from './queries';

type View = 'week' | 'list';
type State = { week: string; view: View; status?: AppointmentStatus; agent?: { id: number; name: string }; page: number };

const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<AppointmentStatus, string> = { pending: 'processing', confirmed: 'cyan', viewed: 'success', cancelled: 'default', missed: 'warning' };
const DONE_TEXTS = { confirmed: 'customerLook.calendar.confirmed', cancelled: 'customerLook.calendar.cancelled', missed: 'customerLook.calendar.markedMissed' } as const;
const DATE = 'YYYY-MM-DD';

function mondayOf(day: Dayjs): Dayjs {
  return day.startOf('day').subtract((day.day() + 6) % 7, 'day');
}

function parse(search: string): State {
  const q = new URLSearchParams(search);
  const week = dayjs(q.get('week') ?? '', DATE, true);
  const status = APPOINTMENT_STATUSES.find((s) => s === q.get('status'));
  const agentId = Number(q.get('agent_id'));
  const page = Number(q.get('page'));
  return {
    week: mondayOf(week.isValid() ? week : companyNow()).format(DATE),
    view: q.get('view') === 'list' ? 'list' : 'week',
    ...(status ? { status } : {}),
    ...(Number.isInteger(agentId) && agentId > 0 ? { agent: { id: agentId, name: (q.get('agent_name') ?? '').slice(0, 60) } } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function serialize(s: State): string {
  const q = new URLSearchParams();
  if (s.week !== mondayOf(companyNow()).format(DATE)) q.set('week', s.week);
  if (s.view === 'list') q.set('view', 'list');
  if (s.status) q.set('status', s.status);
  if (s.agent) {
    q.set('agent_id', String(s.agent.id));
    q.set('agent_name', s.agent.name);
  }
  if (s.page > 1) q.set('page', String(s.page));
  return q.toString();
}

// The actions an appointment still 预约中 or 已确认 allows, behind their permissions.
function AppointmentActions({ a, onRecord }: { a: AppointmentItem; onRecord: (a: AppointmentItem) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAppointment(() => undefined);
  const setStatus = (status: keyof typeof DONE_TEXTS) => save.mutate({
    id: a.id, version: a.version, customer_id: a.customer_id, day: a.day, slot: a.slot, house_ids: a.houses.map((h) => h.id), remark: a.remark, status,
  }, { onSuccess: () => showSuccess(t(DONE_TEXTS[status])) });
  return (
    <Space size={0} wrap>
      <Button size="small" type="link" onClick={() => void navigate(customerLink(a.customer_id))}>{t('customerLook.calendar.open')}</Button>
      {APPOINTMENT_OPEN_STATUSES.includes(a.status) && (
        <>
          <Permission codes={['look:add']}>
            <Button size="small" type="link" onClick={() => onRecord(a)} data-testid="appoint-record">{t('customerLook.calendar.record')}</Button>
          </Permission>
          <Permission codes={['customer:edit']}>
            {a.status === 'pending' && (
              <Button size="small" type="link" onClick={() => setStatus('confirmed')} data-testid="appoint-confirm">
                {t('customerLook.calendar.confirm')}
              </Button>
            )}
            <Popconfirm title={t('customerLook.calendar.cancel')} onConfirm={() => setStatus('cancelled')}>
              <Button size="small" type="link" danger data-testid="appoint-cancel">{t('customerLook.calendar.cancel')}</Button>
            </Popconfirm>
            <Button size="small" type="link" onClick={() => setStatus('missed')} data-testid="appoint-missed">{t('customerLook.calendar.missed')}</Button>
          </Permission>
        </>
      )}
    </Space>
  );
}

// One appointment in a calendar cell: who, which houses, whose, and its state.
function AppointmentCard({ a, onRecord }: { a: AppointmentItem; onRecord: (a: AppointmentItem) => void }) {
  const label = useLabel();
  return (
    <Card size="small" styles={{ body: { padding: 8 } }} data-testid="appoint-card" data-id={a.id} data-status={a.status}>
      <Flex vertical gap={2}>
        <Flex justify="space-between" gap={4} wrap>
          <Typography.Text strong>{a.customer_name}</Typography.Text>
          <Tag color={STATUS_COLOURS[a.status]} style={{ marginInlineEnd: 0 }}>{label(APPOINTMENT_STATUS_LABELS[a.status])}</Tag>
        </Flex>
        {a.houses.map((h) => <Typography.Text key={h.id} type="secondary" style={{ fontSize: 12 }}>{houseName(h)}</Typography.Text>)}
        <Typography.Text style={{ fontSize: 12 }}>{a.agent_name}</Typography.Text>
        <AppointmentActions a={a} onRecord={onRecord} />
      </Flex>
    </Card>
  );
}

// /customer/appoint-look: the week's viewing appointments of the people in the caller's scope, as a calendar of days
// and their parts or as a list, with the moves each allows and the viewing recorded from it.
export function AppointLookPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const options = useEnumOptions();
  const phone = usePhone();
  const [state, write] = useUrlState(parse, serialize);
  const [recording, setRecording] = useState<AppointmentItem | null>(null);
  const monday = dayjs(state.week, DATE);
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  // An appointment's day is the company's midnight: the Monday's and the Sunday's bound the week's seven days.
  const from = toEpoch(monday);
  const to = toEpoch(days[6]!);
  const filters = { from, to, ...(state.status ? { status: state.status } : {}), ...(state.agent ? { agent_id: state.agent.id } : {}) };
  const week = useCustomerAppointments({ ...filters, page: 1, limit: PAGE_LIMIT_MAX }, state.view === 'week');
  const list = useCustomerAppointments({ ...filters, page: state.page, limit: PAGE_SIZE }, state.view === 'list');
  const shown = state.view === 'week' ? week : list;
  const go = (patch: Partial<State>) => write({ ...state, page: 1, ...patch });

  const byCell = new Map<string, AppointmentItem[]>();
  for (const a of week.data?.list ?? []) {
    const key = `${appointmentDate(a.day).format(DATE)} ${a.slot}`;
    byCell.set(key, [...(byCell.get(key) ?? []), a]);
  }
  const total = week.data?.page.total ?? 0;
  const today = companyToday();

  const columns: ListColumn<AppointmentItem>[] = [
    { key: 'day', title: t('customerLook.calendar.col.day'), card: 'title', render: (_, a) => appointmentDate(a.day).format('YYYY-MM-DD ddd') },
    { key: 'slot', title: t('customerLook.calendar.col.slot'), render: (_, a) => label(APPOINTMENT_SLOT_LABELS[a.slot]) },
    { key: 'customer', title: t('customerLook.calendar.col.customer'), dataIndex: 'customer_name' },
    { key: 'houses', title: t('customerLook.calendar.col.houses'), render: (_, a) => <Flex vertical>{a.houses.map((h) => <span key={h.id}>{houseName(h)}</span>)}</Flex> },
    { key: 'agent', title: t('customerLook.calendar.col.agent'), dataIndex: 'agent_name' },
    {
      key: 'status', title: t('customerLook.calendar.col.status'),
      render: (_, a) => <Tag color={STATUS_COLOURS[a.status]}>{label(APPOINTMENT_STATUS_LABELS[a.status])}</Tag>,
    },
    { key: 'remark', title: t('customerLook.calendar.col.remark'), dataIndex: 'remark' },
    { key: 'actions', title: t('customerLook.calendar.col.actions'), card: 'actions', render: (_, a) => <AppointmentActions a={a} onRecord={setRecording} /> },
  ];

  return (
    <Card title={t('customerLook.calendar.title')} data-testid="appoint-look-page" data-week={state.week}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap>
            <Button icon={<LeftOutlined />} onClick={() => go({ week: monday.subtract(7, 'day').format(DATE) })} aria-label={t('customerLook.calendar.prev')}
              data-testid="appoint-prev" />
            <Button onClick={() => go({ week: mondayOf(companyNow()).format(DATE) })}>{t('customerLook.calendar.today')}</Button>
            <Button icon={<RightOutlined />} onClick={() => go({ week: monday.add(7, 'day').format(DATE) })} aria-label={t('customerLook.calendar.next')}
              data-testid="appoint-next" />
            <Typography.Text strong data-testid="appoint-range">
              {t('customerLook.calendar.range', { from: days[0]!.format(DATE), to: days[6]!.format(DATE) })}
            </Typography.Text>
          </Space>
          <Space wrap>
            <StaffPicker labelInValue source={COMPANIONS} placeholder={t('customerLook.calendar.agent')} aria-label={t('customerLook.calendar.agent')} data-testid="appoint-agent" style={{ width: 180 }}
              value={state.agent ? { value: state.agent.id, label: state.agent.name } : null}
              onChange={(p) => go(p ? { agent: { id: p.value, name: p.label } } : { agent: undefined })} />
            <Select<AppointmentStatus | ''> style={{ width: 140 }} value={state.status ?? ''} aria-label={t('customerLook.calendar.status')} data-testid="appoint-status"
              options={[{ value: '', label: t('customerLook.calendar.allStatuses') }, ...options(APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS)]}
              onChange={(status) => go({ status: status || undefined })} />
            <Segmented<View> value={state.view} onChange={(view) => go({ view })} data-testid="appoint-view"
              options={[{ value: 'week', label: t('customerLook.calendar.week') }, { value: 'list', label: t('customerLook.calendar.list') }]} />
          </Space>
        </Flex>
        {state.view === 'week' && total > (week.data?.list.length ?? 0) && (
          <Alert type="warning" showIcon title={t('customerLook.calendar.more', { shown: week.data?.list.length ?? 0, total })} />
        )}
        {state.view === 'week' ? (
          <div data-testid="appoint-week" style={{ display: 'grid', gap: 8, gridTemplateColumns: phone ? '1fr' : 'repeat(7, minmax(0, 1fr))', opacity: shown.isFetching ? 0.6 : 1 }}>
            {days.map((d) => (
              <Flex key={d.format(DATE)} vertical gap={6} data-testid="appoint-day" data-day={d.format(DATE)}
                style={{ background: d.format(DATE) === today ? '#e6f4ff' : '#fafafa', borderRadius: 6, padding: 6, minWidth: 0 }}>
                <Typography.Text strong>{d.format('MM-DD ddd')}</Typography.Text>
                {APPOINTMENT_SLOTS.map((slot) => {
                  const items = byCell.get(`${d.format(DATE)} ${slot}`) ?? [];
                  if (phone && items.length === 0) return null;
                  return (
                    <Flex key={slot} vertical gap={4} data-testid="appoint-slot" data-slot={slot}>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{label(APPOINTMENT_SLOT_LABELS[slot])}</Typography.Text>
                      {items.map((a) => <AppointmentCard key={a.id} a={a} onRecord={setRecording} />)}
                    </Flex>
                  );
                })}
              </Flex>
            ))}
          </div>
        ) : (
          <ListView testId="appoint-list" rowKey="id" size="small" columns={columns} source={list}
            rowProps={(a) => ({ 'data-id': a.id, 'data-status': a.status })} empty={t('customerLook.calendar.empty')}
            paging={{ page: state.page, limit: PAGE_SIZE, onChange: (page) => write({ ...state, page }) }} />
        )}
        {state.view === 'week' && week.isSuccess && total === 0 && <Typography.Text type="secondary">{t('customerLook.calendar.empty')}</Typography.Text>}
      </Flex>
      {recording && (
        <LookEntryDrawer open customerId={recording.customer_id} appointment={recording} onClose={() => setRecording(null)} />
      )}
    </Card>
  );
}
