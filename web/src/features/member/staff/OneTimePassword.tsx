import { Alert, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type IssuedPassword = { name: string; password: string };

// A one-time password is shown exactly once: closing the modal drops it from memory (the caller clears
// its state), and nothing else in the app keeps it.
export function OneTimePassword({ issued, onClose }: { issued: IssuedPassword | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={issued !== null}
      title={t('member.staff.passwordTitle')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {issued && (
        <Flex vertical gap={16} data-testid="one-time-password">
          <Alert type="warning" showIcon title={t('member.staff.passwordNote', { name: issued.name })} />
          <Typography.Text
            code
            copyable={{ text: issued.password, tooltips: [t('member.common.copy'), t('member.staff.passwordCopied')] }}
            style={{ fontSize: 20 }}
            data-testid="one-time-password-value"
          >
            {issued.password}
          </Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}
