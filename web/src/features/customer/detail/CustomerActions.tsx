import { useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_OFFLINE_STATUSES, CUSTOMER_OPEN_STATUSES, CUSTOMER_STATUS_LABELS, customerHandStatuses, customerOffline, type CustomerDetail, type CustomerMatch,
} from '@brokerage/contract';
import { ApiError } from '../../../api/client';
import { showError, showSuccess } from '../../../api/bridge';
import { Permission } from '../../../app/permission';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../../components/form';
import { useEnumOptions } from '../../house/options';
import { useCustomerChange } from '../queries';
import { DealEntryButton } from '../../deal/DealEntryButton';
import { DuplicateNotice, duplicatesOf, useWarnDuplicates } from '../form/DuplicateNotice';
import { customerLink } from '../links';

type Dialog = 'offline' | 'recovery' | 'pool' | null;
type StatusValues = { status?: (typeof CUSTOMER_OFFLINE_STATUSES)[number]; reason: string };

// The status and pool moves the customer allows now, each behind its permission and in a dialog asking the reason.
export function CustomerActions({ customer: c, onEdit, onBook, onLook }: {
  customer: CustomerDetail; onEdit: () => void; onBook: () => void; onLook: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useEnumOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Open customers holding its phone, which refused the recovery (601020).
  const [matches, setMatches] = useState<CustomerMatch[]>([]);
  const warnDuplicates = useWarnDuplicates();
  const [form] = Form.useForm<StatusValues>();
  const rules = useSchemaRules(customerOffline.input);
  const change = useCustomerChange();
  const open = CUSTOMER_OPEN_STATUSES.includes(c.status);
  const offlineTo = CUSTOMER_OFFLINE_STATUSES.filter((s) => c.next_statuses.includes(s) && customerHandStatuses(c.status).includes(s));
  const target = c.pool === 'public' ? 'private' : 'public';
  const close = () => {
    setDialog(null);
    setMatches([]);
    form.resetFields();
  };

  const recover = async (input: { id: number; version: number; reason: string }) => {
    setMatches([]);
    try {
      const done = await change.recovery.mutateAsync(input);
      warnDuplicates(done.duplicates);
      return done;
    } catch (error) {
      const found = duplicatesOf(error);
      if (found) setMatches(found);
      else if (error instanceof ApiError && error.code !== '400001' && error.code !== '602144') showError(error.message || t('errors.generic'), 5);
      throw error;
    }
  };

  const { submit, saving } = useFormSubmit(form, {
    save: async (v: StatusValues) => {
      const base = { id: c.id, version: c.version, reason: v.reason.trim() };
      if (dialog === 'offline') return { done: await change.offline.mutateAsync({ ...base, status: v.status ?? 'paused' }), asked: v.status };
      if (dialog === 'recovery') return { done: await recover(base), asked: undefined };
      return { done: await change.pool.mutateAsync({ ...base, pool: target }), asked: undefined };
    },
    onSaved: ({ done, asked }) => {
      const key = dialog === 'offline'
        ? (asked === 'invalid' && done.status !== 'invalid' ? 'customer.detail.status.requested' : 'customer.detail.status.saved')
        : dialog === 'recovery' ? 'customer.detail.status.recovered'
          : target === 'private' ? 'customer.action.claimed' : 'customer.action.released';
      showSuccess(t(key));
      close();
    },
  });

  const titles = {
    offline: t('customer.detail.status.title'),
    recovery: t('customer.detail.status.recoveryTitle'),
    pool: t('customer.detail.status.poolTitle'),
  } as const;

  return (
    <Space wrap data-testid="customer-actions">
      <Permission codes={['customer:edit']}>
        <Button onClick={onEdit} data-testid="customer-edit">{t('customer.detail.action.edit')}</Button>
        {open && <Button onClick={onBook} data-testid="customer-book">{t('customer.detail.action.appointment')}</Button>}
      </Permission>
      <Permission codes={['look:add']}>
        {open && <Button type="primary" onClick={onLook} data-testid="customer-look">{t('customer.detail.action.look')}</Button>}
      </Permission>
      {open && <DealEntryButton customerId={c.id} />}
      <Permission codes={['customer:status']}>
        {offlineTo.length > 0 && !c.pending_invalid && (
          <Button onClick={() => setDialog('offline')} data-testid="customer-offline">{t('customer.detail.action.offline')}</Button>
        )}
        {c.next_statuses.includes('valid') && (
          <Button onClick={() => setDialog('recovery')} data-testid="customer-recovery">{t('customer.detail.action.recovery')}</Button>
        )}
      </Permission>
      <Permission codes={['customer:claim']}>
        {open && (
          <Button onClick={() => setDialog('pool')} data-testid={`customer-${target === 'private' ? 'claim' : 'release'}`}>
            {t(target === 'private' ? 'customer.detail.action.claim' : 'customer.detail.action.release')}
          </Button>
        )}
      </Permission>
      <FormDialog<StatusValues> open={dialog !== null} title={dialog ? titles[dialog] : ''} onClose={close} form={form} onFinish={submit} saving={saving}
        initialValues={{ reason: '' }} testId="customer-status-dialog" okTestId="customer-status-ok">
        {dialog === 'recovery' && matches.length > 0 && <DuplicateNotice unchanged matches={matches} onOpen={(id) => {
          close();
          void navigate(customerLink(id));
        }} />}
        {dialog === 'offline' && (
          <Form.Item name="status" label={t('customer.detail.status.status')} rules={rules('status')}>
            <Select options={options(offlineTo, CUSTOMER_STATUS_LABELS)} data-testid="customer-status-select" />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t(dialog === 'offline' ? 'customer.detail.status.reason' : 'customer.detail.status.poolReason')}
          rules={dialog === 'offline' ? rules('reason') : [{ max: 200, message: t('common.tooLong', { max: 200 }) }]}>
          <Input.TextArea rows={2} maxLength={200} data-testid="customer-status-reason" />
        </Form.Item>
      </FormDialog>
    </Space>
  );
}
