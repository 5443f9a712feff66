import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  blacklistAdd, staffRejoin, staffResetPassword, staffResign, staffSetPoints, staffStatus, type StaffItem,
} from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { MEMBER_KEY, useDepartmentTree, useStoreOptions } from '../queries';
import type { IssuedPassword } from './OneTimePassword';
import { TeamPicker, useSchemaRules } from '../../../components/form';

export type StaffActionKind = 'resign' | 'rejoin' | 'disable' | 'enable' | 'resetPassword' | 'points' | 'blacklist';
export type StaffAction = { kind: StaffActionKind; staff: StaffItem };

type Values = { reason?: string; store_id?: number | null; department_id?: number | null; change?: number | null };

// The state changes of a row (spec §4 "Staff: resign, rejoin, status"), each confirmed in one dialog;
// a reset password comes back through `onIssued` to be shown once.
export function StaffActionDialog({ action, onClose, onIssued }: {
  action: StaffAction | null;
  onClose: () => void;
  onIssued: (issued: IssuedPassword) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const pointRules = useSchemaRules(staffSetPoints.input);
  const queryClient = useQueryClient();
  const stores = useStoreOptions();
  const departments = useDepartmentTree();
  const storeId = Form.useWatch('store_id', form);

  useEffect(() => {
    if (!action) return;
    form.resetFields();
    if (action.kind === 'rejoin') form.setFieldsValue({ store_id: action.staff.store_id, department_id: action.staff.department_id });
  }, [form, action]);

  const run = useMutation({
    mutationFn: async ({ kind, staff, values }: StaffAction & { values: Values }): Promise<IssuedPassword | null> => {
      const id = staff.id;
      switch (kind) {
        case 'resign':
          await api(staffResign, { id, reason: values.reason ?? '' });
          return null;
        case 'rejoin':
          await api(staffRejoin, { id, store_id: values.store_id ?? null, department_id: values.department_id ?? null });
          return null;
        case 'disable':
        case 'enable':
          await api(staffStatus, { id, status: kind === 'disable' ? 'disabled' : 'active' });
          return null;
        case 'resetPassword':
          return { name: staff.name, password: (await api(staffResetPassword, { id })).password };
        case 'points':
          await api(staffSetPoints, { id, change: values.change ?? 0, reason: (values.reason ?? '').trim() });
          return null;
        case 'blacklist':
          await api(blacklistAdd, { id, reason: (values.reason ?? '').trim() });
          return null;
      }
    },
    onSuccess: (issued) => {
      showSuccess(t('member.staff.done'));
      onClose();
      if (issued) onIssued(issued);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });

  if (!action) return null;
  const { kind, staff } = action;
  const name = staff.name;
  const title = {
    resign: t('member.staff.resignTitle', { name }),
    rejoin: t('member.staff.rejoinTitle', { name }),
    disable: t('member.staff.actions.disable'),
    enable: t('member.staff.actions.enable'),
    resetPassword: t('member.staff.actions.resetPassword'),
    points: t('member.staff.pointsTitle', { name, points: staff.points }),
    blacklist: `${t('member.staff.actions.blacklist')}: ${name}`,
  }[kind];
  const required = { required: true, whitespace: true, message: t('member.common.required') };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={run.isPending}
      okButtonProps={{ danger: kind === 'resign' || kind === 'disable' || kind === 'blacklist', ...{ 'data-testid': 'staff-action-ok' } }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" data-testid={`staff-action-${kind}`} onFinish={(values) => run.mutate({ kind, staff, values })}>
        {kind === 'resign' && (
          <>
            <Typography.Paragraph type="secondary">{t('member.staff.resignNote')}</Typography.Paragraph>
            <Form.Item name="reason" label={t('member.common.reason')} rules={[{ max: 200, message: t('member.common.tooLong', { max: 200 }) }]}>
              <Input.TextArea rows={3} data-testid="staff-action-reason" />
            </Form.Item>
          </>
        )}
        {kind === 'rejoin' && (
          <>
            <Form.Item name="store_id" label={t('member.staff.fields.store')}>
              <Select allowClear data-testid="staff-action-store" showSearch={{ optionFilterProp: 'label' }}
                options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
            </Form.Item>
            <Form.Item name="department_id" label={t('member.staff.fields.department')}>
              <TeamPicker tree={departments.data} storeId={storeId} aria-label={t('member.staff.fields.department')} data-testid="staff-action-department" />
            </Form.Item>
          </>
        )}
        {kind === 'disable' && <Typography.Paragraph>{t('member.staff.disableConfirm', { name })}</Typography.Paragraph>}
        {kind === 'enable' && <Typography.Paragraph>{t('member.staff.enableConfirm', { name })}</Typography.Paragraph>}
        {kind === 'resetPassword' && <Typography.Paragraph>{t('member.staff.resetConfirm', { name })}</Typography.Paragraph>}
        {kind === 'blacklist' && (
          <Form.Item name="reason" label={t('member.common.reason')} rules={[required, { max: 200, message: t('member.common.tooLong', { max: 200 }) }]}>
            <Input.TextArea rows={3} data-testid="staff-action-reason" />
          </Form.Item>
        )}
        {kind === 'points' && (
          <>
            <Form.Item
              name="change"
              label={t('member.staff.pointsChange')}
              rules={[{ required: true, message: t('member.common.required') },
                { validator: (_, v: unknown) => (v === 0 ? Promise.reject(new Error(t('member.staff.rules.notZero'))) : Promise.resolve()) },
                ...pointRules('change')]}
            >
              <InputNumber style={{ width: '100%' }} data-testid="staff-action-change" />
            </Form.Item>
            <Form.Item name="reason" label={t('member.common.reason')} rules={[required, { max: 200, message: t('member.common.tooLong', { max: 200 }) }]}>
              <Input data-testid="staff-action-reason" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
