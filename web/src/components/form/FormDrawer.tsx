import type { ReactNode } from 'react';
import { Button, Drawer, Form, Modal, Space, Spin, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

type Props<V> = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  saving: boolean;
  // The record is still loading: the form waits, its save with it.
  loading?: boolean;
  initialValues?: Partial<V>;
  children: ReactNode;
  size?: number;
  okText?: ReactNode;
  // Test ids: the drawer or dialog, the form, the save button.
  testId?: string;
  formTestId?: string;
  okTestId?: string;
};

function FormBody<V>({ form, onFinish, saving, loading = false, initialValues, children, formTestId }: Props<V>) {
  return (
    <Spin spinning={loading}>
      <Form<V> form={form} layout="vertical" onFinish={onFinish} initialValues={initialValues} disabled={saving} data-testid={formTestId}>
        {children}
      </Form>
    </Spin>
  );
}

function useButtons<V>({ onClose, form, saving, loading, okText, okTestId }: Props<V>) {
  const { t } = useTranslation();
  return [
    <Button key="cancel" onClick={onClose}>{t('common.cancel')}</Button>,
    <Button key="ok" type="primary" loading={saving} disabled={loading} onClick={() => form.submit()} data-testid={okTestId}>
      {okText ?? t('common.save')}
    </Button>,
  ];
}

// A form in a drawer, with cancel and save at the top (the place of the record forms of the lists).
export function FormDrawer<V>(props: Props<V>) {
  const buttons = useButtons(props);
  return (
    <Drawer open={props.open} size={props.size ?? 640} title={props.title} onClose={props.onClose} destroyOnHidden data-testid={props.testId}
      extra={<Space>{buttons}</Space>}>
      <FormBody {...props} />
    </Drawer>
  );
}

// A short form in a dialog, with cancel and save below it.
export function FormDialog<V>(props: Props<V>) {
  const buttons = useButtons(props);
  return (
    <Modal open={props.open} width={props.size ?? 520} title={props.title} onCancel={props.onClose} destroyOnHidden data-testid={props.testId}
      footer={buttons}>
      <FormBody {...props} />
    </Modal>
  );
}
