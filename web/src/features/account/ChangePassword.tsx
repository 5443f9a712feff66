import { useEffect, useRef } from 'react';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN, WEAK_PASSWORD_TEXT, isWeakPassword, userPassword } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { endSession } from '../../app/session';

type PasswordForm = { oldPassword: string; newPassword: string; again: string };

// Spec §5: the server revokes every session on success, so after the message the person is signed out
// here too (without calling the server again) one second later.
const LOGOUT_DELAY_MS = 1000;

export function ChangePasswordForm({ onCancel }: { onCancel?: () => void }) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<PasswordForm>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = useMutation({
    mutationFn: (values: PasswordForm) => api(userPassword, { staff_oldpw: values.oldPassword, staff_loginpw: values.newPassword }),
    onSuccess: () => {
      showSuccess(t('account.password.success'));
      timer.current = window.setTimeout(() => endSession(), LOGOUT_DELAY_MS);
    },
  });

  // Messages already on screen follow a language switch.
  useEffect(() => {
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0).map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, i18n.language]);

  const done = change.isSuccess;
  return (
    <Form<PasswordForm>
      form={form}
      layout="vertical"
      data-testid="password-form"
      disabled={change.isPending || done}
      onFinish={(values) => change.mutate(values)}
    >
      <Form.Item name="oldPassword" label={t('account.password.old')} rules={[{ required: true, message: t('account.password.oldRequired') }]}>
        <Input.Password data-testid="password-old" maxLength={PASSWORD_MAX} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account.password.new')}
        rules={[
          { required: true, message: t('account.password.newRequired') },
          { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('account.password.length') },
          { validator: async (_, value?: string) => { if (value && value.length >= PASSWORD_MIN && isWeakPassword(value)) throw new Error(label(WEAK_PASSWORD_TEXT)); } },
        ]}
      >
        <Input.Password data-testid="password-new" maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="again"
        label={t('account.password.again')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('account.password.againRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password data-testid="password-again" maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Flex gap={8} justify="flex-end">
        {onCancel && <Button onClick={onCancel}>{t('account.password.cancel')}</Button>}
        <Button type="primary" htmlType="submit" data-testid="password-submit" loading={change.isPending}>
          {t('account.password.submit')}
        </Button>
      </Flex>
    </Form>
  );
}

// The dialog of the account menu; the form is dropped on close so a reopened dialog starts empty.
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('account.password.title')} footer={null} onCancel={onClose} destroyOnHidden width={480}>
      <ChangePasswordForm onCancel={onClose} />
    </Modal>
  );
}

// After signing in with a one-time password nothing else works (403002) until it is changed: this dialog
// cannot be closed, and changing the password signs the person out to sign in with the new one.
export function ForcedPasswordDialog() {
  const { t } = useTranslation();
  return (
    <Modal open title={t('account.password.title')} footer={null} closable={false} keyboard={false} maskClosable={false} width={480}>
      <p data-testid="password-forced">{t('account.password.forced')}</p>
      <ChangePasswordForm />
    </Modal>
  );
}
