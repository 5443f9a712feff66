import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { districtAdd, districtDelete, districtList, districtUpdate, type DataOf } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { usePermission } from '../../../app/permission';
import { ListView, sourceOf, type ListColumn } from '../../../components/list';
import { MEMBER_KEY, useDistricts } from '../../member/queries';
import { useSchemaRules } from '../../../components/form';

type District = DataOf<typeof districtList>['list'][number];
type Values = { name: string; sort?: number };

// Districts (片区) with their store and staff counts; one with stores cannot be removed (409003).
export function DistrictPanel() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const schemaRules = useSchemaRules(districtAdd.input);
  const [editing, setEditing] = useState<District | 'new' | null>(null);
  const queryClient = useQueryClient();
  const districts = useDistricts();
  const canEdit = usePermission(['district:edit']);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEMBER_KEY });

  const save = useMutation({
    mutationFn: (v: Values) => {
      const fields = { name: v.name.trim(), sort: v.sort ?? 0 };
      return editing && editing !== 'new' ? api(districtUpdate, { id: editing.id, ...fields }) : api(districtAdd, fields);
    },
    onSuccess: () => {
      showSuccess(t('member.common.saved'));
      setEditing(null);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(districtDelete, { id }),
    onSuccess: () => showSuccess(t('member.common.deleted')),
    onSettled: refresh,
  });
  const open = (d: District | 'new') => {
    form.resetFields();
    if (d !== 'new') form.setFieldsValue({ name: d.name, sort: d.sort });
    setEditing(d);
  };

  const columns: ListColumn<District>[] = [
    { key: 'name', dataIndex: 'name', title: t('member.common.name'), card: 'title' },
    { key: 'stores', dataIndex: 'store_count', title: t('org.department.storeCount') },
    { key: 'people', dataIndex: 'staff_count', title: t('org.department.people') },
    ...(canEdit ? [{
      key: 'actions', card: 'actions' as const,
      render: (_: unknown, d: District) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(d)}>{t('member.common.edit')}</Button>
          <Popconfirm title={t('member.common.confirmDelete', { name: d.name })} onConfirm={() => remove.mutateAsync(d.id).catch(() => undefined)}>
            <Button type="link" size="small" danger>{t('member.common.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    }] : []),
  ];

  return (
    <Card size="small" title={t('org.department.districts')} data-testid="district-panel"
      extra={canEdit && <Button size="small" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="district-add">{t('org.department.addDistrict')}</Button>}>
      <ListView<District> testId="district-table" rowKey="id" size="small" columns={columns} source={sourceOf(districts, districts.data)} />
      <Modal open={editing !== null} title={editing === 'new' ? t('org.department.addDistrict') : t('org.department.editDistrict')}
        onCancel={() => setEditing(null)} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden>
        <Form<Values> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item name="name" label={t('member.common.name')}
            rules={[{ required: true, whitespace: true, message: t('member.common.required') }, { max: 50, message: t('member.common.tooLong', { max: 50 }) }]}>
            <Input data-testid="district-form-name" />
          </Form.Item>
          <Form.Item name="sort" label={t('member.common.sort')} rules={schemaRules('sort')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
