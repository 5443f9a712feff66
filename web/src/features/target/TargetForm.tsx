import { useEffect } from 'react';
import { Button, Card, Col, Flex, Form, Input, Modal, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TARGET_COUNT_MAX, TARGET_MONEY_MAX, checkTargetCount, checkTargetMoney, targetSave, type TargetFields, type TargetRule,
} from '@brokerage/contract';
import { api } from '../../api/client';
import { fieldErrorsOf } from '../../components/form';
import { showError, showSuccess } from '../../api/bridge';
import { USER_INFO_KEY } from '../account/useUserInfo';
import { TARGET_KEY, TARGET_KINDS, countField, moneyField } from './queries';

// The fields are typed as text, so the spec's messages (not the browser's number input) judge them.
type TargetValues = Record<keyof TargetFields, string | undefined>;

// The monthly target form of spec §5: three cards, each with a count and an amount. Used by the
// target dialog and the target management page.
export function TargetForm({ onSaved }: { onSaved?: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<TargetValues>();
  const [modal, modalHolder] = Modal.useModal();
  const queryClient = useQueryClient();

  const rule = (check: (value: unknown) => TargetRule | null, max: number): Rule => ({
    validator: (_, value: unknown) => {
      const failed = check(value);
      return failed ? Promise.reject(new Error(t(`target.rules.${failed}`, { max: max.toLocaleString(i18n.language) }))) : Promise.resolve();
    },
  });

  const save = useMutation({
    mutationFn: (values: TargetValues) => {
      const number = (key: keyof TargetFields) => Number(String(values[key]).trim());
      return api(targetSave, {
        target_number_loan: number('target_number_loan'),
        target_money_loan: number('target_money_loan'),
        target_number_old: number('target_number_old'),
        target_money_old: number('target_money_old'),
        target_number_new: number('target_number_new'),
        target_money_new: number('target_money_new'),
      // The form says 'add failed' itself (spec §8), instead of the server's message.
      }, { silent: true });
    },
    onSuccess: () => {
      showSuccess(t('target.success'));
      onSaved?.();
    },
    // 'add failed' (spec §8), with the server's reason on its field when it names one.
    onError: (error) => {
      showError(t('target.failed'), 5);
      const fields = fieldErrorsOf(error);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    },
    // Either way user info is reloaded: input_target turns 1 on success, and a refusal because this
    // month's targets already exist (409002) means it is stale.
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
      queryClient.invalidateQueries({ queryKey: TARGET_KEY }),
    ]),
  });

  // Messages already on screen follow a language switch.
  useEffect(() => {
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0).map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, i18n.language]);

  // All three cards must be valid (onFinish runs only then); the confirm comes before the call.
  const onFinish = (values: TargetValues) => {
    void modal.confirm({
      title: t('target.confirmTitle'),
      content: <span data-testid="target-confirm-text">{t('target.confirm')}</span>,
      onOk: () => save.mutateAsync(values).catch(() => undefined),
    });
  };

  return (
    <Form<TargetValues> form={form} layout="vertical" data-testid="target-form" disabled={save.isPending} onFinish={onFinish}>
      <Row gutter={[16, 16]}>
        {TARGET_KINDS.map((kind) => (
          <Col key={kind} xs={24} md={8}>
            <Card size="small" title={t(`target.kinds.${kind}`)} data-testid={`target-card-${kind}`}>
              <Form.Item name={countField(kind)} label={t('target.fields.count')} required rules={[rule(checkTargetCount, TARGET_COUNT_MAX)]}>
                <Input inputMode="numeric" data-testid={`target-${countField(kind)}`} />
              </Form.Item>
              <Form.Item name={moneyField(kind)} label={t('target.fields.money')} required rules={[rule(checkTargetMoney, TARGET_MONEY_MAX)]}>
                <Input inputMode="decimal" data-testid={`target-${moneyField(kind)}`} />
              </Form.Item>
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" data-testid="target-submit" loading={save.isPending}>
          {t('target.submit')}
        </Button>
      </Flex>
      {modalHolder}
    </Form>
  );
}
