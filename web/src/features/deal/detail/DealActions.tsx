import { useState } from 'react';
import { Button, Form, Input, Popconfirm, Space } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dealReject, type DealDetail } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { Permission } from '../../../app/permission';
import { FormDialog, useFormSubmit, useSchemaRules } from '../../../components/form';
import { dealEntryLink } from '../links';
import { DEAL_LIST_PATH } from '../paths';
import { useDealChange } from '../queries';

type Dialog = 'reject' | 'terminate' | null;
type ReasonValues = { reason: string };

// What the deal allows now, each behind its permission: a deal in review or not approved is deleted, one not approved
// is changed and submitted again, one in review is rejected by a reviewer, an effective one is terminated.
export function DealActions({ deal: d, onPrint }: { deal: DealDetail; onPrint: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useDealChange();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<ReasonValues>();
  const rules = useSchemaRules(dealReject.input);
  const close = () => {
    setDialog(null);
    form.resetFields();
  };
  const { submit, saving } = useFormSubmit(form, {
    save: async ({ reason }: ReasonValues) => {
      const input = { id: d.id, version: d.version, reason: reason.trim() };
      return dialog === 'reject' ? change.reject.mutateAsync(input) : change.terminate.mutateAsync(input);
    },
    onSaved: () => {
      showSuccess(t(dialog === 'reject' ? 'deal.action.rejected' : 'deal.action.terminated'));
      close();
    },
  });
  const remove = async () => {
    await change.remove.mutateAsync({ id: d.id, version: d.version });
    showSuccess(t('deal.action.deleted'));
    void navigate(DEAL_LIST_PATH);
  };
  const resubmit = async () => {
    await change.resubmit.mutateAsync({ id: d.id, version: d.version });
    showSuccess(t('deal.action.resubmitted'));
  };

  return (
    <Space wrap data-testid="deal-actions">
      <Permission codes={['deal:edit']}>
        {d.status === 'rejected' && (
          <>
            <Button onClick={() => void navigate(dealEntryLink({ id: d.id }))} data-testid="deal-edit">{t('deal.action.edit')}</Button>
            <Button type="primary" loading={change.resubmit.isPending} onClick={() => void resubmit().catch(() => undefined)} data-testid="deal-resubmit">
              {t('deal.action.resubmit')}
            </Button>
          </>
        )}
      </Permission>
      <Permission codes={['deal:review']}>
        {d.status === 'pending' && <Button danger onClick={() => setDialog('reject')} data-testid="deal-reject">{t('deal.action.reject')}</Button>}
      </Permission>
      <Permission codes={['deal:terminate']}>
        {d.status === 'effective' && <Button danger onClick={() => setDialog('terminate')} data-testid="deal-terminate">{t('deal.action.terminate')}</Button>}
      </Permission>
      <Permission codes={['deal:delete']}>
        {(d.status === 'pending' || d.status === 'rejected') && (
          <Popconfirm title={t('deal.action.deleteConfirm')} onConfirm={() => remove().catch(() => undefined)}>
            <Button danger data-testid="deal-delete">{t('deal.action.delete')}</Button>
          </Popconfirm>
        )}
      </Permission>
      <Button icon={<PrinterOutlined />} onClick={onPrint} data-testid="deal-print">{t('deal.action.print')}</Button>
      <FormDialog<ReasonValues> open={dialog !== null} title={dialog ? t(`deal.action.${dialog}`) : ''} onClose={close} form={form} onFinish={submit}
        saving={saving} initialValues={{ reason: '' }} testId="deal-reason-dialog" okTestId="deal-reason-ok">
        <Form.Item name="reason" label={t('deal.action.reason')} rules={rules('reason')}>
          <Input.TextArea rows={2} maxLength={200} data-testid="deal-reason" />
        </Form.Item>
      </FormDialog>
    </Space>
  );
}
