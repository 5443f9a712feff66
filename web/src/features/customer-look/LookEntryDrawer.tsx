import { useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Form, Input } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_SLOT_LABELS, lookAdd, type AppointmentItem, type DataOf, type lookPreview } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FormDrawer, useFormSubmit, useSchemaRules } from '../../components/form';
import { useLabel } from '../../i18n/useLabel';
import { companyNow, companyToday, dayOf, toEpoch } from '../../lib/time';
import { houseName } from '../house/links';
import { appointmentDate } from '../customer/detail/AppointmentDialog';
import { HousePicker, type PickedHouse } from '../customer/detail/HousePicker';
import { useInvalidateCustomers } from '../customer/queries';
import { AgreementPrint } from './AgreementPrint';
import { AgreementUpload, type AgreementFile } from './AgreementUpload';
import { useAgreementPreview } from './queries';
import { StaffPicker, type PickedStaff } from '../../components/form';
import { COMPANIONS } from './queries';

type Values = { houses: PickedHouse[]; look_at: Dayjs; companion?: PickedStaff | null; feedback: string; agreement: AgreementFile | null };

// Records a viewing of the customer led by the caller: the houses shown, when, who came along, what the customer
// said, and the photo of the signed agreement that makes it count (it may follow later from the viewings list).
// From an appointment its houses are filled in and the appointment becomes 已带看.
export function LookEntryDrawer({ open, customerId, appointment = null, initialHouses, onClose }: {
  open: boolean; customerId: number; appointment?: AppointmentItem | null; initialHouses?: PickedHouse[]; onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const rules = useSchemaRules(lookAdd.input);
  const invalidate = useInvalidateCustomers();
  const preview = useAgreementPreview();
  const [printed, setPrinted] = useState<DataOf<typeof lookPreview> | null>(null);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      houses: appointment ? appointment.houses.map((h) => ({ value: h.id, label: `${houseName(h)} (#${h.id})` })) : (initialHouses ?? []),
      look_at: companyNow().second(0), companion: null, feedback: '', agreement: null,
    });
  }, [open, appointment, initialHouses, form]);

  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => api(lookAdd, {
      customer_id: customerId, house_ids: v.houses.map((h) => h.value), look_at: toEpoch(v.look_at), companion_id: v.companion?.value ?? null,
      feedback: v.feedback.trim(), ...(appointment ? { appointment_id: appointment.id } : {}), ...(v.agreement ? { file_id: v.agreement.id } : {}),
    }),
    onSaved: (look) => {
      showSuccess(t(look.effective ? 'customerLook.entry.saved' : 'customerLook.entry.savedPending'), look.effective ? 3 : 6);
      void invalidate();
      onClose();
    },
    fieldNames: { house_ids: 'houses', look_at: 'look_at', companion_id: 'companion', file_id: 'agreement' },
  });

  const print = async () => {
    const v = await form.validateFields(['houses', 'look_at']).catch(() => null);
    if (!v) return;
    const companion = form.getFieldValue('companion') as PickedStaff | null | undefined;
    setPrinted(await preview.mutateAsync({
      customer_id: customerId, look_at: toEpoch(v.look_at), house_ids: v.houses.map((h) => h.value), companion_id: companion?.value ?? null,
    }));
  };

  return (
    <FormDrawer<Values> open={open} title={t('customerLook.entry.title')} onClose={onClose} form={form} onFinish={submit} saving={saving}
      testId="look-entry" okTestId="look-entry-ok">
      {appointment && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="look-entry-appointment" title={t('customerLook.entry.fromAppointment', {
          date: appointmentDate(appointment.day).format('YYYY-MM-DD'), slot: label(APPOINTMENT_SLOT_LABELS[appointment.slot]),
        })} />
      )}
      <Form.Item name="houses" label={t('customerLook.entry.houses')} extra={t('customerLook.entry.housesHint')}
        rules={[{ validator: async (_, houses?: PickedHouse[]) => { if (!houses || houses.length === 0) throw new Error(t('common.required')); } }]}>
        <HousePicker customerId={customerId} />
      </Form.Item>
      <Form.Item name="look_at" label={t('customerLook.entry.lookAt')} rules={[
        { required: true, message: t('common.required') },
        { validator: async (_, at?: Dayjs) => { if (at && toEpoch(at) > Date.now() / 1000) throw new Error(t('customerLook.entry.future')); } },
      ]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="look-entry-at"
          disabledDate={(d) => dayOf(d) > companyToday()} />
      </Form.Item>
      <Form.Item name="companion" label={t('customerLook.entry.companion')}>
        <StaffPicker labelInValue source={COMPANIONS} placeholder={t('customerLook.entry.companionHint')} data-testid="look-companion" />
      </Form.Item>
      <Form.Item name="feedback" label={t('customerLook.entry.feedback')} rules={rules('feedback')}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="look-entry-feedback" />
      </Form.Item>
      <Form.Item name="agreement" label={t('customerLook.entry.agreement')} extra={t('customerLook.entry.agreementHint')}>
        <AgreementUpload />
      </Form.Item>
      <Button icon={<PrinterOutlined />} onClick={() => void print()} loading={preview.isPending} data-testid="look-entry-print">
        {t('customerLook.entry.print')}
      </Button>
      <AgreementPrint agreement={printed} onClose={() => setPrinted(null)} />
    </FormDrawer>
  );
}
