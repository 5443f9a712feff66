import { useEffect } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_STATUSES, STAFF_STATUS_LABELS, staffList } from '@brokerage/contract';
import { maxLengthOf, TeamPicker } from '../../../components/form';
import { useDepartmentTree, usePositions, useRoles, useStoreOptions } from '../queries';
import { useLabel } from '../../../i18n/useLabel';
import type { StaffFilters } from '../queries';

// The filter row of the member list; the form follows the URL (back button, links).
export function StaffFilterBar({ value, onChange }: { value: StaffFilters; onChange: (next: StaffFilters) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<StaffFilters>();
  const stores = useStoreOptions();
  const departments = useDepartmentTree();
  const storeId = Form.useWatch('store_id', form);
  const roles = useRoles();
  const positions = usePositions();

  const key = JSON.stringify(value);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(key) as StaffFilters);
  }, [form, key]);

  const select = { allowClear: true, style: { width: 160 }, showSearch: { optionFilterProp: 'label' } } as const;
  return (
    <Form<StaffFilters> form={form} layout="inline" data-testid="staff-filters" onFinish={onChange} style={{ rowGap: 8 }}>
      <Form.Item name="keyword">
        <Input allowClear placeholder={t('member.staff.keywordPlaceholder')} maxLength={maxLengthOf(staffList.input, 'keyword')} data-testid="staff-filter-keyword" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('member.common.status')} aria-label={t('member.common.status')}
          data-testid="staff-filter-status"
          options={STAFF_STATUSES.map((status) => ({ value: status, label: label(STAFF_STATUS_LABELS[status]) }))}
        />
      </Form.Item>
      <Form.Item name="store_id">
        <Select {...select} placeholder={t('member.staff.fields.store')} aria-label={t('member.staff.fields.store')} data-testid="staff-filter-store"
          options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
      </Form.Item>
      <Form.Item name="department_id">
        <TeamPicker tree={departments.data} storeId={storeId} style={{ width: 180 }} placeholder={t('member.staff.fields.department')}
          data-testid="staff-filter-department" />
      </Form.Item>
      <Form.Item name="role_id">
        <Select {...select} placeholder={t('member.staff.fields.role')} aria-label={t('member.staff.fields.role')} data-testid="staff-filter-role"
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />
      </Form.Item>
      <Form.Item name="position_id">
        <Select {...select} placeholder={t('member.staff.fields.position')} aria-label={t('member.staff.fields.position')} data-testid="staff-filter-position"
          options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="staff-search">{t('member.common.search')}</Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => onChange({})}>{t('member.common.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
