import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FollowupItem } from '@brokerage/contract';

const REASON_MAX = 200;

type Props = {
  followup: FollowupItem | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

// Marking a follow-up invalid needs a reason (followup/invalid refuses one without).
export function InvalidDialog({ followup, saving, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal open={followup !== null} title={t('followup.invalidTitle')} onCancel={onCancel} destroyOnHidden
      confirmLoading={saving} okButtonProps={{ 'data-testid': 'followup-invalid-ok' }} onOk={() => form.submit()}>
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => onSubmit(v.reason.trim())}>
        <Form.Item name="reason" label={t('followup.invalidReason')}
          rules={[{ required: true, whitespace: true, message: t('followup.reasonRequired') }]}>
          <Input.TextArea rows={2} maxLength={REASON_MAX} showCount data-testid="followup-invalid-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
