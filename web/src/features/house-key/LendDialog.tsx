import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { KEY_LEND_MAX_DAYS, type KeyItem } from '@brokerage/contract';
import { StaffPicker } from '../../components/form';
import { companyNow, companyToday, dayOf, toEpoch } from '../../lib/time';
import { useUserInfo } from '../account/useUserInfo';
import { useCanPickStaff } from '../house/queries';
import { useKeyAction } from './queries';

type Values = { borrower_id?: number; due?: Dayjs | null; remark?: string };
const DAY = 86_400;

// Who borrows the key and until when. Without the staff list the borrower is the person lending it.
export function LendDialog({ item, onClose }: { item: KeyItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const me = useUserInfo().data;
  const canPick = useCanPickStaff();
  const lend = useKeyAction(onClose);
  const latest = dayOf(companyNow().add(KEY_LEND_MAX_DAYS, 'day'));
  const submit = (v: Values) => {
    const borrower = canPick ? v.borrower_id : me?.id;
    if (!borrower || !v.due) return;
    // The end of the chosen day, but never past the server's limit counted from now.
    const due = Math.min(toEpoch(v.due.endOf('day')), Math.floor(Date.now() / 1000) + KEY_LEND_MAX_DAYS * DAY - 60);
    lend.mutate({ key_id: item.id, action: 'borrow', borrower_id: borrower, due_at: due, remark: v.remark?.trim() ?? '' });
  };

  return (
    <Modal open title={t('houseKey.lend.title', { number: item.number })} onCancel={onClose} onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'key-lend-ok' }} confirmLoading={lend.isPending} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={{ borrower_id: me?.id }} onFinish={submit} data-testid="key-lend-form">
        {canPick ? (
          <Form.Item name="borrower_id" label={t('houseKey.lend.borrower')} rules={[{ required: true, message: t('houseKey.lend.borrowerRequired') }]}>
            <StaffPicker allowClear={false} data-testid="key-lend-borrower"
              known={me ? [{ value: me.id, label: t('houseKey.lend.self', { name: me.name }) }] : []} />
          </Form.Item>
        ) : (
          <Form.Item label={t('houseKey.lend.borrower')}>
            <Typography.Text data-testid="key-lend-borrower">{t('houseKey.lend.self', { name: me?.name ?? '' })}</Typography.Text>
          </Form.Item>
        )}
        <Form.Item name="due" label={t('houseKey.lend.due')} extra={t('houseKey.lend.dueHint', { days: KEY_LEND_MAX_DAYS })}
          rules={[{ required: true, message: t('houseKey.lend.dueRequired') }]}>
          <DatePicker style={{ width: '100%' }} data-testid="key-lend-due" disabledDate={(d) => dayOf(d) < companyToday() || dayOf(d) > latest} />
        </Form.Item>
        <Form.Item name="remark" label={t('houseKey.remark')} rules={[{ max: 200, message: t('house.common.tooLong', { max: 200 }) }]}>
          <Input.TextArea rows={2} maxLength={200} data-testid="key-lend-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
