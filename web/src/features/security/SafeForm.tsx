import { useEffect } from 'react';
import { Button, Col, Form, InputNumber, Row, Skeleton, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { safeGet, safeSave, type SecuritySettings } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { SETTING_KEY } from '../setting/keys';
import { useSchemaRules } from '../../components/form';

const FLAGS = ['bind_enabled', 'place_enabled', 'watermark_enabled', 'debug_guard_enabled'] as const;
type Flag = (typeof FLAGS)[number];
// The form holds switches as booleans; the API wants 0/1.
type Values = Omit<SecuritySettings, Flag> & Record<Flag, boolean>;
const FLAG_TEXT = { bind_enabled: 'bind', place_enabled: 'place', watermark_enabled: 'watermark', debug_guard_enabled: 'debugGuard' } as const;
const NUMBERS = [
  { name: 'session_idle_minutes', text: 'idle' },
  { name: 'session_absolute_hours', text: 'absolute' },
  { name: 'lockout_attempts', text: 'lockoutAttempts' },
  { name: 'lockout_minutes', text: 'lockoutMinutes' },
  { name: 'export_daily_limit', text: 'exportDailyLimit' },
] as const;

export function SafeForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const schemaRules = useSchemaRules(safeSave.input);
  const queryClient = useQueryClient();
  const canEdit = usePermission(['security:edit']);
  const safe = useQuery({ queryKey: [...SETTING_KEY, 'safe'], queryFn: () => api(safeGet) });
  const save = useMutation({
    mutationFn: (v: Values) => api(safeSave, {
      bind_enabled: v.bind_enabled ? 1 : 0, place_enabled: v.place_enabled ? 1 : 0,
      watermark_enabled: v.watermark_enabled ? 1 : 0, debug_guard_enabled: v.debug_guard_enabled ? 1 : 0,
      session_idle_minutes: v.session_idle_minutes, session_absolute_hours: v.session_absolute_hours,
      lockout_attempts: v.lockout_attempts, lockout_minutes: v.lockout_minutes, export_daily_limit: v.export_daily_limit,
    }),
    onSuccess: () => showSuccess(t('member.common.saved')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTING_KEY }),
  });
  useEffect(() => {
    const d = safe.data;
    if (!d) return;
    form.setFieldsValue({
      ...d, bind_enabled: d.bind_enabled === 1, place_enabled: d.place_enabled === 1,
      watermark_enabled: d.watermark_enabled === 1, debug_guard_enabled: d.debug_guard_enabled === 1,
    });
  }, [form, safe.data]);

  if (!safe.data) return <Skeleton active />;
  return (
    <Form<Values> form={form} layout="vertical" disabled={!canEdit || save.isPending} onFinish={(v) => save.mutate(v)} data-testid="safe-form">
      <Row gutter={16}>
        {FLAGS.map((f) => (
          <Col key={f} xs={12} md={6}>
            <Form.Item name={f} label={t(`setting.security.${FLAG_TEXT[f]}`)} valuePropName="checked"><Switch /></Form.Item>
          </Col>
        ))}
        {NUMBERS.map((n) => (
          <Col key={n.name} xs={12} md={6}>
            <Form.Item name={n.name} label={t(`setting.security.${n.text}`)} rules={[{ required: true, message: t('member.common.required') }, ...schemaRules(n.name)]}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {canEdit && <Button type="primary" htmlType="submit" loading={save.isPending}>{t('member.common.save')}</Button>}
    </Form>
  );
}
