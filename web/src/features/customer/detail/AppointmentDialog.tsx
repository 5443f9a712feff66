import { useEffect } from 'react';
import { DatePicker, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_SLOT_LABELS, APPOINTMENT_SLOTS, customerAppointUpdate, type AppointmentItem, type AppointmentSlot } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../../components/form';
import { companyNow, companyToday, dayOf, fromEpoch, toEpoch } from '../../../lib/time';
import { useEnumOptions } from '../../house/options';
import { houseName } from '../../house/links';
import { useInvalidateCustomers } from '../queries';
import { HousePicker, type PickedHouse } from './HousePicker';

type Values = { day: Dayjs; slot: AppointmentSlot; houses: PickedHouse[]; remark: string };
// An appointment's company day (its midnight) as the calendar shows it.
export function appointmentDate(day: number): Dayjs {
  return fromEpoch(day);
}

// Books a viewing for the customer (a day, its part, the houses) or changes one still 预约中 or 已确认 (which it stays).
export function AppointmentDialog({ open, customerId, appointment, initialHouses = [], onClose }: {
  open: boolean; customerId: number; appointment?: AppointmentItem | null; initialHouses?: PickedHouse[]; onClose: () => void;
}) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const [form] = Form.useForm<Values>();
  const rules = useSchemaRules(customerAppointUpdate.input);
  const invalidate = useInvalidateCustomers();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(appointment
      ? {
        day: appointmentDate(appointment.day), slot: appointment.slot, remark: appointment.remark,
        houses: appointment.houses.map((h) => ({ value: h.id, label: `${houseName(h)} (#${h.id})` })),
      }
      : { day: companyNow().add(1, 'day'), slot: 'afternoon', remark: '', houses: initialHouses });
  }, [open, appointment, initialHouses, form]);

  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => api(customerAppointUpdate, {
      customer_id: customerId, day: toEpoch(v.day.startOf('day')), slot: v.slot, house_ids: v.houses.map((h) => h.value),
      remark: v.remark.trim(), status: appointment?.status === 'confirmed' ? 'confirmed' : 'pending',
      ...(appointment ? { id: appointment.id, version: appointment.version } : {}),
    }),
    onSaved: () => {
      showSuccess(t(appointment ? 'customer.detail.appointment.saved' : 'customer.detail.appointment.booked'));
      void invalidate();
      onClose();
    },
    fieldNames: { house_ids: 'houses' },
  });

  return (
    <FormDialog<Values> open={open} title={t(appointment ? 'customer.detail.appointment.editTitle' : 'customer.detail.appointment.title')} onClose={onClose}
      form={form} onFinish={submit} saving={saving} size={600} testId="customer-appointment-dialog" okTestId="customer-appointment-ok">
      <Form.Item name="day" label={t('customer.detail.appointment.day')} rules={[{ required: true, message: t('common.required') }]}>
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => dayOf(d) < companyToday()} data-testid="customer-appointment-day" />
      </Form.Item>
      <Form.Item name="slot" label={t('customer.detail.appointment.slot')} rules={rules('slot')}>
        <Radio.Group optionType="button" options={options(APPOINTMENT_SLOTS, APPOINTMENT_SLOT_LABELS)} data-testid="customer-appointment-slot" />
      </Form.Item>
      <Form.Item name="houses" label={t('customer.detail.appointment.houses')}
        rules={[{ validator: async (_, houses?: PickedHouse[]) => { if (!houses || houses.length === 0) throw new Error(t('common.required')); } }]}>
        <HousePicker customerId={customerId} />
      </Form.Item>
      <Form.Item name="remark" label={t('customer.detail.appointment.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
