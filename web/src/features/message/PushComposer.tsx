import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Radio, Select, Space, TreeSelect, Typography } from 'antd';
import { EyeOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_CATEGORIES, MESSAGE_RULE_TEXTS, MESSAGE_TITLE_MAX, messageAudience, messageSave, type MessageAudience, type MessageCategory,
} from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { StaffPicker, teamOptions, useFormSubmit, useSchemaRules, type PickedStaff } from '../../components/form';
import { useLabel } from '../../i18n/useLabel';
import { useDepartmentTree, useRoles, useStoreOptions } from '../member/queries';
import { hasAudience, textToHtml } from './pushHtml';
import { PushPreview } from './PushPreview';

// Everything cached by the push screen (the reach count, the history), apart from the inbox's MESSAGE_KEY, which
// every live message refreshes.
export const PUSH_KEY = ['message-push'] as const;
const ANNOUNCEMENT: MessageCategory = 3;
// The count waits for the choice to settle.
const COUNT_DELAY_MS = 300;

type Values = {
  message_category: MessageCategory;
  message_title: string;
  text: string;
  message_needread: boolean;
  to_all: boolean;
  to_stores: number[];
  to_departments: number[];
  to_roles: number[];
  to_staff: PickedStaff[];
};

const INITIAL: Values = {
  message_category: 2, message_title: '', text: '', message_needread: false, to_all: false, to_stores: [], to_departments: [], to_roles: [], to_staff: [],
};

function audienceOf(v: Partial<Values>): MessageAudience {
  return {
    to_all: v.to_all ? 1 : 0,
    to_stores: v.to_stores ?? [],
    to_departments: v.to_departments ?? [],
    to_roles: v.to_roles ?? [],
    to_staff: (v.to_staff ?? []).map((p) => p.value),
  };
}

// How many people the audience reaches, counted by the server as it would send (scope, people at work).
function Reach({ audience }: { audience: MessageAudience }) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState(audience);
  const key = JSON.stringify(audience);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as MessageAudience), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const wanted = hasAudience(settled);
  const count = useQuery({
    queryKey: [...PUSH_KEY, 'audience', settled],
    queryFn: () => api(messageAudience, settled, { silent: true, background: true }),
    enabled: wanted,
    retry: false,
  });
  if (!hasAudience(audience)) return <Typography.Text type="secondary" data-testid="push-reach">{t('message.push.reachNone')}</Typography.Text>;
  if (count.isError) return <Alert type="error" showIcon title={count.error.message} data-testid="push-reach-error" />;
  if (!count.data || count.isFetching) return <Typography.Text type="secondary" data-testid="push-reach">{t('message.push.counting')}</Typography.Text>;
  return (
    <Typography.Text strong data-testid="push-reach" data-count={count.data.recipients}>
      <TeamOutlined /> {t('message.push.reach', { count: count.data.recipients })}
    </Typography.Text>
  );
}

// The push composer: type, title, content, must-read (announcements), and the audience with how many it reaches;
// a preview shows it as its readers will see it.
export function PushComposer() {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  // When the preview was opened: the date it shows.
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const rules = useSchemaRules(messageSave.input);
  const stores = useStoreOptions();
  const departments = useDepartmentTree();
  const roles = useRoles();

  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const category = values?.message_category ?? INITIAL.message_category;
  const everyone = values?.to_all ?? false;
  const audience = audienceOf(values ?? INITIAL);

  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => api(messageSave, {
      ...audienceOf(v),
      message_category: v.message_category,
      message_title: v.message_title.trim(),
      message_info: textToHtml(v.text),
      message_needread: v.message_category === ANNOUNCEMENT && v.message_needread ? 1 : 0,
    }),
    onSaved: (result) => {
      showSuccess(t('message.push.sent', { count: result.recipients }));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: PUSH_KEY });
    },
    fieldNames: { message_info: 'text' },
  });

  const titleRequired = category !== ANNOUNCEMENT;
  return (
    <Form<Values> form={form} layout="vertical" initialValues={INITIAL} onFinish={submit} disabled={saving} data-testid="push-form">
      <Form.Item name="message_category" label={t('message.push.fields.category')}>
        <Radio.Group data-testid="push-category" optionType="button"
          options={MESSAGE_CATEGORIES.map((c) => ({ value: c, label: t(`message.categories.${c}`) }))} />
      </Form.Item>
      <Form.Item name="message_title" label={t('message.push.fields.title')}
        extra={titleRequired ? undefined : t('message.push.hints.untitled', { title: t('message.untitledAnnouncement') })}
        rules={rules('message_title', titleRequired ? [{ required: true, whitespace: true, message: label(MESSAGE_RULE_TEXTS.titleRequired) }] : [])}>
        <Input data-testid="push-title" showCount maxLength={MESSAGE_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="text" label={t('message.push.fields.info')} extra={t('message.push.hints.info')}
        rules={[{ required: true, whitespace: true, message: label(MESSAGE_RULE_TEXTS.infoRequired) }]}>
        <Input.TextArea data-testid="push-info" autoSize={{ minRows: 5, maxRows: 16 }} />
      </Form.Item>
      {category === ANNOUNCEMENT && (
        <Form.Item name="message_needread" valuePropName="checked" extra={t('message.push.hints.needread')}>
          <Checkbox data-testid="push-needread">{t('message.push.fields.needread')}</Checkbox>
        </Form.Item>
      )}
      <Typography.Title level={5}>{t('message.push.fields.audience')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('message.push.hints.scope')}</Typography.Paragraph>
      <Form.Item name="to_all" valuePropName="checked">
        <Checkbox data-testid="push-to-all">{t('message.push.fields.toAll')}</Checkbox>
      </Form.Item>
      {!everyone && (
        <>
          <Form.Item name="to_stores" label={t('message.push.fields.stores')}>
            <Select mode="multiple" allowClear optionFilterProp="label" data-testid="push-stores" loading={stores.isFetching}
              options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
          </Form.Item>
          <Form.Item name="to_departments" label={t('message.push.fields.departments')}>
            <TreeSelect multiple allowClear treeDefaultExpandAll treeNodeFilterProp="title" data-testid="push-departments"
              treeData={teamOptions(departments.data ?? [])} />
          </Form.Item>
          <Form.Item name="to_roles" label={t('message.push.fields.roles')}>
            <Select mode="multiple" allowClear optionFilterProp="label" data-testid="push-roles"
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />
          </Form.Item>
          <Form.Item name="to_staff" label={t('message.push.fields.staff')}>
            <StaffPicker multiple labelInValue placeholder={t('message.push.hints.search')} data-testid="push-staff" />
          </Form.Item>
        </>
      )}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Reach audience={audience} />
        <Space>
          <Button onClick={() => form.resetFields()} data-testid="push-clear">{t('message.push.clear')}</Button>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewAt(Math.floor(Date.now() / 1000))} data-testid="push-preview">{t('message.push.preview')}</Button>
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={saving} disabled={!hasAudience(audience)} data-testid="push-send">
            {t('message.push.send')}
          </Button>
        </Space>
      </Flex>
      <PushPreview open={previewAt !== null} onClose={() => setPreviewAt(null)} message={{
        message_category: category,
        message_title: (values?.message_title ?? '').trim(),
        message_info: textToHtml(values?.text ?? ''),
        message_needread: category === ANNOUNCEMENT && values?.message_needread ? 1 : 0,
        message_date: previewAt ?? 0,
      }} />
    </Form>
  );
}
