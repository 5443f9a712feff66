import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Form, Input, Modal, Popconfirm } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { growthList, teachingAdd, teachingDelete, type DataOf } from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { ListView, sourceOf } from '../../../components/list';
import { companyNow } from '../../../lib/time';
import { growthKey } from './GrowthPanel';
import { StaffPicker } from '../../../components/form';
import type { StaffPanelTexts } from './panelTexts';

type Teaching = DataOf<typeof growthList>['mentors'][number];
type Side = 'mentor' | 'apprentice';
type Values = { person: number; start_date: Dayjs; remark?: string };

// Mentoring (带教): the person's mentors and apprentices, which arrive with the growth list.
export function TeachingPanel({ staffId, canEdit }: { staffId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<Side | null>(null);
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...growthKey(staffId), 1],
    queryFn: () => api(growthList, { staff_id: staffId, page: 1, limit: 10 }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: growthKey(staffId) });
  const add = useMutation({
    mutationFn: ({ side, values }: { side: Side; values: Values }) => api(teachingAdd, {
      mentor_id: side === 'mentor' ? values.person : staffId,
      apprentice_id: side === 'mentor' ? staffId : values.person,
      start_date: values.start_date.format('YYYY-MM-DD'),
      remark: (values.remark ?? '').trim(),
    }),
    onSuccess: () => {
      showSuccess(t('member.common.saved'));
      setAdding(null);
    },
    onSettled: refresh,
  });
  const end = useMutation({
    mutationFn: (id: number) => api(teachingDelete, { id }),
    onSuccess: () => showSuccess(t('member.common.deleted')),
    onSettled: refresh,
  });
  const k = (key: keyof StaffPanelTexts['teaching']) => t(`member.staff.teaching.${key}`);

  const table = (side: Side, rows: Teaching[]) => (
    <ListView<Teaching>
      size="small"
      rowKey="id"
      testId={`teaching-${side}s`}
      source={sourceOf(null, rows)}
      columns={[
        { key: 'person', title: k('person'), card: 'title', render: (_, row) => (side === 'mentor' ? row.mentor_name : row.apprentice_name) },
        { key: 'start', dataIndex: 'start_date', title: k('startDate') },
        { key: 'remark', dataIndex: 'remark', title: k('remark') },
        ...(canEdit ? [{
          key: 'end', card: 'actions' as const,
          render: (_: unknown, row: Teaching) => (
            <Popconfirm title={t('member.staff.teaching.endConfirm', { name: side === 'mentor' ? row.mentor_name : row.apprentice_name })}
              onConfirm={() => end.mutateAsync(row.id).catch(() => undefined)}>
              <Button type="link" size="small" danger data-testid="teaching-end">{k('end')}</Button>
            </Popconfirm>
          ),
        }] : []),
      ]}
    />
  );

  const open = (side: Side) => {
    form.resetFields();
    form.setFieldsValue({ start_date: companyNow() });
    setAdding(side);
  };

  return (
    <Flex vertical gap={16}>
      {(['mentor', 'apprentice'] as const).map((side) => (
        <Card key={side} size="small" title={k(`${side}s`)} loading={list.isPending}
          extra={canEdit && <Button size="small" onClick={() => open(side)} data-testid={`teaching-add-${side}`}>{k(side === 'mentor' ? 'addMentor' : 'addApprentice')}</Button>}>
          {table(side, (side === 'mentor' ? list.data?.mentors : list.data?.apprentices) ?? [])}
        </Card>
      ))}
      <Modal open={adding !== null} title={adding === 'mentor' ? k('addMentor') : k('addApprentice')} onCancel={() => setAdding(null)}
        onOk={() => form.submit()} confirmLoading={add.isPending} destroyOnHidden>
        <Form<Values> form={form} layout="vertical" onFinish={(values) => adding && add.mutate({ side: adding, values })}>
          <Form.Item name="person" label={k('person')} rules={[{ required: true, message: t('member.common.required') }]}>
            <StaffPicker exclude={staffId} data-testid="teaching-person" />
          </Form.Item>
          <Form.Item name="start_date" label={k('startDate')} rules={[{ required: true, message: t('member.common.required') }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={k('remark')} rules={[{ max: 200, message: t('member.common.tooLong', { max: 200 }) }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
