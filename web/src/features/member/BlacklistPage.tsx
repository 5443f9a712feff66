import { useState } from 'react';
import { maxLengthOf } from '../../components/form';
import { Button, Card, Flex, Form, Input, Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { blacklistAdd, blacklistList, type DataOf } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { Permission } from '../../app/permission';
import { FilterBar, ListView, toCallInput, useListQuery, type ListColumn } from '../../components/list';
import { formatDate } from '../../lib/format';
import { MEMBER_KEY } from './queries';
import { useStaffRules } from './staff/StaffForm';

type Entry = DataOf<typeof blacklistList>['list'][number];
type Values = { name: string; mobile?: string; id_number?: string; reason: string };
const BLACKLIST_KEY = [...MEMBER_KEY, 'blacklist'] as const;

// /member/blacklist: people who may not be hired. Adding staff with a listed mobile or ID number is refused
// by the server.
export function BlacklistPage() {
  const { t } = useTranslation();
  const list = useListQuery(blacklistList.input);
  const [keyword, setKeyword] = useState(list.query.keyword ?? '');
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<Values>();
  const rules = useStaffRules();
  const queryClient = useQueryClient();
  const input = toCallInput(list.query);
  const entries = useQuery({
    queryKey: [...BLACKLIST_KEY, input],
    queryFn: () => api(blacklistList, input),
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: (v: Values) => api(blacklistAdd, {
      name: v.name.trim(), reason: v.reason.trim(),
      ...(v.mobile?.trim() ? { mobile: v.mobile.trim() } : {}),
      ...(v.id_number?.trim() ? { id_number: v.id_number.trim() } : {}),
    }),
    onSuccess: () => {
      showSuccess(t('member.common.saved'));
      setAdding(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BLACKLIST_KEY }),
  });
  const b = (key: 'name' | 'mobile' | 'idNumber' | 'reason' | 'by') => t(`member.blacklist.${key}`);
  // One of mobile and ID number is needed; the message sits on the mobile field.
  const oneOf = {
    validator: () => (String(form.getFieldValue('mobile') ?? '').trim() || String(form.getFieldValue('id_number') ?? '').trim()
      ? Promise.resolve() : Promise.reject(new Error(t('member.blacklist.mobileOrId')))),
  };

  const columns: ListColumn<Entry>[] = [
    { key: 'name', dataIndex: 'name', title: b('name'), card: 'title' },
    { key: 'mobile', dataIndex: 'mobile', title: b('mobile') },
    { key: 'id', dataIndex: 'id_number', title: b('idNumber') },
    { key: 'reason', dataIndex: 'reason', title: b('reason') },
    { key: 'by', dataIndex: 'created_by_name', title: b('by') },
    { key: 'at', title: t('member.common.createdAt'), render: (_, e) => formatDate(e.created_at) },
  ];

  return (
    <Card title={t('member.blacklist.title')} data-testid="blacklist-page" extra={
      <Permission codes={['blacklist:edit']}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="blacklist-add" onClick={() => {
          form.resetFields();
          setAdding(true);
        }}>{t('member.blacklist.add')}</Button>
      </Permission>
    }>
      <Flex vertical gap={16}>
        <FilterBar active={list.query.keyword ? 1 : 0}>
          <Input.Search allowClear style={{ width: 280 }} placeholder={t('member.blacklist.keywordPlaceholder')} maxLength={maxLengthOf(blacklistList.input, 'keyword')} value={keyword} data-testid="blacklist-keyword"
            onChange={(e) => setKeyword(e.target.value)} onSearch={(value) => list.filter({ keyword: value.trim().slice(0, 50) || undefined })} />
        </FilterBar>
        <ListView<Entry> testId="blacklist-table" rowKey="id" size="small" columns={columns} source={entries}
          paging={{ page: list.query.page, limit: list.query.limit, onChange: list.page }} />
      </Flex>
      <Modal open={adding} title={t('member.blacklist.add')} onCancel={() => setAdding(false)} onOk={() => form.submit()}
        confirmLoading={add.isPending} destroyOnHidden okButtonProps={{ ...{ 'data-testid': 'blacklist-form-ok' } }}>
        <Form<Values> form={form} layout="vertical" data-testid="blacklist-form" onFinish={(v) => add.mutate(v)}>
          <Form.Item name="name" label={b('name')} rules={[rules.required, rules.max(50)]}>
            <Input data-testid="blacklist-form-name" />
          </Form.Item>
          <Form.Item name="mobile" label={b('mobile')} dependencies={['id_number']}
            rules={[oneOf, { pattern: /^1\d{10}$/, message: t('member.staff.rules.mobile') }]}>
            <Input data-testid="blacklist-form-mobile" />
          </Form.Item>
          <Form.Item name="id_number" label={b('idNumber')} rules={rules.idNumber}>
            <Input data-testid="blacklist-form-id-number" />
          </Form.Item>
          <Form.Item name="reason" label={b('reason')} rules={[rules.required, rules.max(200)]}>
            <Input.TextArea rows={3} data-testid="blacklist-form-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
