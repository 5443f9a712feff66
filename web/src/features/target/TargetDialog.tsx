import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TargetForm } from './TargetForm';

// Spec §2/§4: while this month's targets are not set the dialog cannot be dismissed: no close button,
// the mask does not close it and neither does Esc. It goes away when user info says input_target 1.
export function TargetDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={1000}
      title={t('target.dialog.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      destroyOnHidden
      data-testid="target-dialog"
      classNames={{ root: 'target-dialog' }}
    >
      <Typography.Paragraph type="secondary">{t('target.dialog.description')}</Typography.Paragraph>
      <TargetForm />
    </Modal>
  );
}
