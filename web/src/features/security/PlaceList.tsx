import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { placeDelete, placeList, placeReset, placeSave, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { SETTING_KEY } from '../setting/keys';

type Place = DataOf<typeof placeList>['list'][number];
type Values = { name: string; cidr: string };

// Address ranges login is allowed from when the place check is on; "clear all" is the way back from a lock-out.
export function PlaceList() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['place:edit']);
  const [editing, setEditing] = useState<Place | 'new' | null>(null);
  const places = useQuery({ queryKey: [...SETTING_KEY, 'places'], queryFn: () => api(placeList), select: (d) => d.list });
  // The place check is also a security setting, so both are refreshed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: SETTING_KEY });
  const done = () => showSuccess(t('member.common.saved'));
  const save = useMutation({
    mutationFn: (v: Values) => api(placeSave, { ...(editing && editing !== 'new' ? { id: editing.id } : {}), name: v.name.trim(), cidr: v.cidr.trim() }),
    onSuccess: () => {
      done();
      setEditing(null);
    },
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => api(placeDelete, { id }), onSuccess: done, onSettled: refresh });
  const reset = useMutation({ mutationFn: () => api(placeReset), onSuccess: done, onSettled: refresh });
  const open = (p: Place | 'new') => {
    form.resetFields();
    if (p !== 'new') form.setFieldsValue({ name: p.name, cidr: p.cidr });
    setEditing(p);
  };

  return (
    <Flex vertical gap={12}>
      {canEdit && (
        <Space>
          <Button onClick={() => open('new')}>{t('setting.places.add')}</Button>
          <Popconfirm title={t('setting.places.resetConfirm')} onConfirm={() => reset.mutateAsync().catch(() => undefined)}>
            <Button danger>{t('setting.places.reset')}</Button>
          </Popconfirm>
        </Space>
      )}
      <Table<Place>
        size="small"
        rowKey="id"
        pagination={false}
        loading={places.isFetching}
        dataSource={places.data ?? []}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('setting.places.name') },
          { key: 'cidr', dataIndex: 'cidr', title: t('setting.places.cidr') },
          ...(canEdit ? [{
            key: 'actions',
            render: (_: unknown, p: Place) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(p)}>{t('member.common.edit')}</Button>
                <Popconfirm title={t('member.common.confirmDelete', { name: p.name })} onConfirm={() => remove.mutateAsync(p.id).catch(() => undefined)}>
                  <Button type="link" size="small" danger>{t('member.common.delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          }] : []),
        ]}
      />
      <Modal open={editing !== null} title={t('setting.places.add')} onCancel={() => setEditing(null)} onOk={() => form.submit()}
        confirmLoading={save.isPending} destroyOnHidden>
        <Form<Values> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item name="name" label={t('setting.places.name')}
            rules={[{ required: true, whitespace: true, message: t('member.common.required') }, { max: 50, message: t('member.common.tooLong', { max: 50 }) }]}>
            <Input />
          </Form.Item>
          <Form.Item name="cidr" label={t('setting.places.cidr')} rules={[{ required: true, whitespace: true, message: t('member.common.required') }]}>
            <Input placeholder="192.168.1.0/24" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
