import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEPARTMENT_LEVELS, DEPARTMENT_LEVEL_LABELS, departmentAdd, departmentUpdate, type DepartmentNode,
} from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { MEMBER_KEY, useDepartmentTree, useStoreOptions } from '../../member/queries';
import { useLabel } from '../../../i18n/useLabel';
import { teamOptions, useSchemaRules } from '../../../components/form';

type Level = (typeof DEPARTMENT_LEVELS)[number];
type Values = { parent_id: number; name: string; level: Level; store_id?: number | null; logo?: string; sort?: number };
export type DepartmentEdit = { mode: 'add'; parent: DepartmentNode } | { mode: 'edit'; node: DepartmentNode };

function asLevel(n: number): Level {
  return (DEPARTMENT_LEVELS as readonly number[]).includes(n) ? (n as Level) : 4;
}

// Adds a sub-department (one level below its parent by default) or edits/moves one.
export function DepartmentForm({ edit, onClose }: { edit: DepartmentEdit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const schemaRules = useSchemaRules(departmentAdd.input);
  const queryClient = useQueryClient();
  const tree = useDepartmentTree();
  const stores = useStoreOptions();

  useEffect(() => {
    if (!edit) return;
    form.resetFields();
    if (edit.mode === 'add') form.setFieldsValue({ parent_id: edit.parent.id, level: asLevel(Math.min(edit.parent.level + 1, 4)), sort: 0 });
    else {
      const n = edit.node;
      form.setFieldsValue({ parent_id: n.parent_id ?? undefined, name: n.name, level: asLevel(n.level), store_id: n.store_id, logo: n.logo, sort: n.sort });
    }
  }, [form, edit]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const fields = {
        parent_id: v.parent_id, name: v.name.trim(), level: v.level, store_id: v.store_id ?? null, logo: (v.logo ?? '').trim(), sort: v.sort ?? 0,
      };
      return edit?.mode === 'edit' ? api(departmentUpdate, { id: edit.node.id, ...fields }) : api(departmentAdd, fields);
    },
    onSuccess: () => {
      showSuccess(t('member.common.saved'));
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY }),
  });

  const required = { required: true, message: t('member.common.required') };
  const title = !edit ? '' : edit.mode === 'add'
    ? t('org.department.addTitle', { name: edit.parent.name }) : t('org.department.editTitle', { name: edit.node.name });
  return (
    <Modal open={edit !== null} title={title} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending}
      destroyOnHidden okButtonProps={{ ...{ 'data-testid': 'department-form-ok' } }}>
      <Form<Values> form={form} layout="vertical" data-testid="department-form" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="parent_id" label={t('org.department.parent')} rules={[required]}>
          <TreeSelect treeDefaultExpandAll treeData={teamOptions(tree.data ?? [])} />
        </Form.Item>
        <Form.Item name="name" label={t('org.department.name')} rules={[{ ...required, whitespace: true }, { max: 50, message: t('member.common.tooLong', { max: 50 }) }]}>
          <Input data-testid="department-form-name" />
        </Form.Item>
        <Form.Item name="level" label={t('org.department.level')} rules={[required]}>
          <Select options={DEPARTMENT_LEVELS.map((l) => ({ value: l, label: label(DEPARTMENT_LEVEL_LABELS[l]) }))} />
        </Form.Item>
        <Form.Item name="store_id" label={t('org.department.store')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item name="logo" label={t('org.department.logo')} rules={[{ max: 500, message: t('member.common.tooLong', { max: 500 }) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="sort" label={t('member.common.sort')} rules={schemaRules('sort')}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
