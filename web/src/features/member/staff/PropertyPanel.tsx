import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffPropertyGet, staffPropertySave } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { MEMBER_KEY } from '../queries';
import { useStaffRules } from './StaffForm';

type Values = {
  birthday?: Dayjs | null; native_place?: string; address?: string; emergency_contact?: string; emergency_phone?: string; remark?: string;
};

// HR properties, kept apart from the working data; the ID number is shown masked and is changed on the
// person's own form, not here.
export function PropertyPanel({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rules = useStaffRules();
  const queryClient = useQueryClient();
  const key = [...MEMBER_KEY, 'property', staffId];
  const property = useQuery({ queryKey: key, queryFn: () => api(staffPropertyGet, { id: staffId }) });
  const save = useMutation({
    mutationFn: (v: Values) => api(staffPropertySave, {
      id: staffId,
      birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : '',
      native_place: (v.native_place ?? '').trim(),
      address: (v.address ?? '').trim(),
      emergency_contact: (v.emergency_contact ?? '').trim(),
      emergency_phone: (v.emergency_phone ?? '').trim(),
      remark: (v.remark ?? '').trim(),
    }),
    onSuccess: () => showSuccess(t('member.common.saved')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const data = property.data;
  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      birthday: data.birthday ? dayjs(data.birthday) : null, native_place: data.native_place, address: data.address,
      emergency_contact: data.emergency_contact, emergency_phone: data.emergency_phone, remark: data.remark,
    });
  }, [form, data]);

  if (!data) return <Skeleton active />;
  const p = (name: keyof Values | 'idNumber') => ({
    birthday: t('member.staff.property.birthday'), native_place: t('member.staff.property.nativePlace'),
    address: t('member.staff.property.address'), emergency_contact: t('member.staff.property.emergencyContact'),
    emergency_phone: t('member.staff.property.emergencyPhone'), remark: t('member.staff.property.remark'),
    idNumber: t('member.staff.property.idNumber'),
  })[name];
  return (
    <Form<Values> form={form} layout="vertical" data-testid="staff-property" onFinish={(v) => save.mutate(v)} disabled={save.isPending}>
      <Form.Item label={p('idNumber')}><Input value={data.id_number} disabled /></Form.Item>
      <Form.Item name="birthday" label={p('birthday')}><DatePicker style={{ width: '100%' }} /></Form.Item>
      <Form.Item name="native_place" label={p('native_place')} rules={[rules.max(50)]}><Input /></Form.Item>
      <Form.Item name="address" label={p('address')} rules={[rules.max(200)]}><Input /></Form.Item>
      <Form.Item name="emergency_contact" label={p('emergency_contact')} rules={[rules.max(50)]}><Input /></Form.Item>
      <Form.Item name="emergency_phone" label={p('emergency_phone')}
        rules={[{ pattern: /^[\d+\-#* ]{3,32}$/, message: t('member.staff.rules.phone') }]}><Input /></Form.Item>
      <Form.Item name="remark" label={p('remark')} rules={[rules.max(500)]}><Input.TextArea rows={3} /></Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="staff-property-save">{t('member.common.save')}</Button>
    </Form>
  );
}
