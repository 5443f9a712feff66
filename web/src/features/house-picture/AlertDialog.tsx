import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HousePictureItem } from '@brokerage/contract';
import { usePictureAlert } from './queries';

const REASON_MAX = 200;

// Flags a picture as wrong, with the reason the people who manage pictures will read.
export function AlertDialog({ picture, onClose }: { picture: HousePictureItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const alert = usePictureAlert(onClose);
  return (
    <Modal open title={t('housePicture.alertDialog.title')} onCancel={onClose} onOk={() => form.submit()}
      okText={t('housePicture.actions.ok')} cancelText={t('housePicture.actions.cancel')} confirmLoading={alert.isPending}
      okButtonProps={{ ...{ 'data-testid': 'picture-alert-submit' } }} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(values) => alert.mutate({ id: picture.id, alert: 1, reason: values.reason.trim() })}>
        <Form.Item name="reason" label={t('housePicture.alertDialog.reason')}
          rules={[{ required: true, whitespace: true, message: t('housePicture.alertDialog.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="picture-alert-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
