import { useState } from 'react';
import { Button, DatePicker, Flex, Form, Input, Modal, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { growthAdd, growthList, growthUpdate, type DataOf } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { MEMBER_KEY } from '../queries';
import type { StaffPanelTexts } from './panelTexts';

type GrowthRow = DataOf<typeof growthList>['list'][number];
type Values = { date: Dayjs; title: string; content?: string };
const PAGE_SIZE = 10;

export function growthKey(staffId: number) {
  return [...MEMBER_KEY, 'growth', staffId] as const;
}

// A person's growth records (成长记录): promotions, awards, training.
export function GrowthPanel({ staffId, canEdit }: { staffId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<GrowthRow | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...growthKey(staffId), page],
    queryFn: () => api(growthList, { staff_id: staffId, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const fields = { date: values.date.format('YYYY-MM-DD'), title: values.title.trim(), content: (values.content ?? '').trim() };
      return editing && editing !== 'new' ? api(growthUpdate, { id: editing.id, ...fields }) : api(growthAdd, { staff_id: staffId, ...fields });
    },
    onSuccess: () => {
      showSuccess(t('member.common.saved'));
      setEditing(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: growthKey(staffId) }),
  });

  const open = (record: GrowthRow | 'new') => {
    form.resetFields();
    if (record !== 'new') form.setFieldsValue({ date: dayjs(record.date), title: record.title, content: record.content });
    setEditing(record);
  };
  const g = (key: keyof StaffPanelTexts['growth']) => t(`member.staff.growth.${key}`);

  return (
    <Flex vertical gap={12}>
      {canEdit && <Button style={{ alignSelf: 'flex-end' }} onClick={() => open('new')} data-testid="growth-add">{g('add')}</Button>}
      <Table<GrowthRow>
        size="small"
        rowKey="id"
        data-testid="growth-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: g('empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.page.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'date', dataIndex: 'date', title: g('date') },
          { key: 'title', dataIndex: 'title', title: g('title') },
          { key: 'content', dataIndex: 'content', title: g('content') },
          { key: 'by', dataIndex: 'created_by_name', title: g('by') },
          ...(canEdit ? [{ key: 'edit', render: (_: unknown, row: GrowthRow) => <Button type="link" size="small" onClick={() => open(row)}>{t('member.common.edit')}</Button> }] : []),
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? g('add') : g('edit')} onCancel={() => setEditing(null)}
        onOk={() => form.submit()} confirmLoading={save.isPending}>
        <Form<Values> form={form} layout="vertical" data-testid="growth-form" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="date" label={g('date')} rules={[{ required: true, message: t('member.common.required') }]}>
            <DatePicker style={{ width: '100%' }} data-testid="growth-date" />
          </Form.Item>
          <Form.Item name="title" label={g('title')} rules={[{ required: true, whitespace: true, message: t('member.common.required') }, { max: 100, message: t('member.common.tooLong', { max: 100 }) }]}>
            <Input data-testid="growth-title" />
          </Form.Item>
          <Form.Item name="content" label={g('content')} rules={[{ max: 2000, message: t('member.common.tooLong', { max: 2000 }) }]}>
            <Input.TextArea rows={4} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
