import { Button, Form, Input, Modal, Select } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Rule } from 'antd/es/form';
import {
  OWNER_PHONE_PATTERN, OWNER_RELATIONS, OWNER_RELATION_LABELS, isIdNumber, normalisePhone, type OwnerItem, type OwnerRelation,
} from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { useOwnerSave } from './queries';

type Values = { name: string; relation: OwnerRelation; phones: string[]; id_number?: string; remark?: string };
const MAX_PHONES = 3;

// Adds an owner or changes one. Phones and the ID number are only seen masked, so on an edit they are typed anew
// to change them and left empty to keep them.
export function OwnerDialog({ houseId, owner, onClose }: { houseId: number; owner: OwnerItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const save = useOwnerSave(owner ? t('houseOwner.saved') : t('houseOwner.added'), onClose);
  const phoneRule: Rule = { validator: async (_, value?: string) => {
    if (value && !OWNER_PHONE_PATTERN.test(value.trim())) throw new Error(t('houseOwner.phoneInvalid'));
  } };
  const twiceRule: Rule = { validator: async (_, value?: string) => {
    const digits = (form.getFieldValue('phones') as (string | undefined)[]).filter(Boolean).map((p) => normalisePhone(p ?? ''));
    if (value && digits.filter((d) => d === normalisePhone(value)).length > 1) throw new Error(t('houseOwner.phoneTwice'));
  } };
  const idRule: Rule = { validator: async (_, value?: string) => {
    if (value && !isIdNumber(value.trim().toUpperCase())) throw new Error(t('houseOwner.idInvalid'));
  } };

  const submit = (v: Values) => {
    const phones = v.phones.map((p) => p.trim()).filter(Boolean);
    const idNumber = v.id_number?.trim().toUpperCase() || null;
    const fields = { name: v.name.trim(), relation: v.relation, remark: v.remark?.trim() ?? '' };
    if (!owner) save.mutate({ add: { house_id: houseId, ...fields, phones, id_number: idNumber } });
    else save.mutate({ update: { id: owner.id, ...fields, ...(phones.length ? { phones } : {}), ...(idNumber ? { id_number: idNumber } : {}) } });
  };
  const initial: Values = owner
    ? { name: owner.name, relation: owner.relation, phones: [''], remark: owner.remark }
    : { name: '', relation: 'self', phones: [''] };
  const required = { required: !owner, whitespace: true, message: t('house.common.required') };

  return (
    <Modal open title={owner ? t('houseOwner.edit') : t('houseOwner.add')} onCancel={onClose} onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'owner-ok' }} confirmLoading={save.isPending} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="owner-form">
        <Form.Item name="name" label={t('houseOwner.name')} rules={[{ ...required, required: true }, { max: 30, message: t('house.common.tooLong', { max: 30 }) }]}>
          <Input maxLength={30} data-testid="owner-form-name" />
        </Form.Item>
        <Form.Item name="relation" label={t('houseOwner.relation')}>
          <Select options={OWNER_RELATIONS.map((r) => ({ value: r, label: label(OWNER_RELATION_LABELS[r]) }))} data-testid="owner-form-relation" />
        </Form.Item>
        <Form.List name="phones">
          {(fields, { add, remove }) => (
            <Form.Item label={t('houseOwner.phones')} required={!owner}
              extra={owner ? t('houseOwner.keepPhones', { phones: owner.phones.map((p) => p.masked).join(', ') }) : undefined}>
              {fields.map((field, i) => (
                <Form.Item key={field.key} style={{ marginBottom: 8 }}>
                  <Form.Item {...field} noStyle dependencies={['phones']} rules={[...(i === 0 ? [required] : []), phoneRule, twiceRule]}>
                    <Input maxLength={20} style={{ width: fields.length > 1 ? 'calc(100% - 32px)' : '100%' }} placeholder={t('houseOwner.phone', { n: i + 1 })}
                      data-testid={`owner-form-phone-${i}`} />
                  </Form.Item>
                  {fields.length > 1 && <Button type="text" size="small" style={{ marginLeft: 4 }} icon={<MinusCircleOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />}
                </Form.Item>
              ))}
              {fields.length < MAX_PHONES && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} data-testid="owner-form-add-phone">{t('houseOwner.addPhone')}</Button>
              )}
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="id_number" label={t('houseOwner.idNumber')} rules={[idRule]}
          extra={owner?.id_number ? t('houseOwner.keepId', { id: owner.id_number }) : undefined}>
          <Input maxLength={18} data-testid="owner-form-id" />
        </Form.Item>
        <Form.Item name="remark" label={t('houseOwner.remark')} rules={[{ max: 200, message: t('house.common.tooLong', { max: 200 }) }]}>
          <Input.TextArea rows={2} maxLength={200} data-testid="owner-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
