import { useEffect } from 'react';
import { Button, Col, DatePicker, Flex, Form, Input, Row, Select } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  itemMany, staffAdd, staffGet, staffUpdate, type StaffEducation, type StaffItem, type StaffWorktype,
} from '@brokerage/contract';
import { api } from '../../../api/client';
import { showSuccess } from '../../../api/bridge';
import { FormDrawer, TeamPicker, useFormSubmit, useSchemaRules } from '../../../components/form';
import { fromEpoch, toEpoch } from '../../../lib/time';
import { MEMBER_KEY, useDepartmentTree, usePositions, useRoles, useStoreOptions } from '../queries';
import type { IssuedPassword } from './OneTimePassword';

const STAFF_ITEM_CODES = 'staff_education,staff_worktype';

type Values = {
  account?: string;
  name: string;
  gender: '男' | '女' | '';
  mobile: string;
  phones?: string[];
  store_id?: number | null;
  department_id?: number | null;
  role_id: number;
  position_id?: number | null;
  education?: StaffEducation | '';
  work_type?: StaffWorktype | '';
  join_date?: Dayjs | null;
  introduction?: string;
  id_number?: string;
};

// The contract's rules (contract/src/member.ts), as form rules with messages in the interface language.
export function useStaffRules() {
  const { t } = useTranslation();
  const required: Rule = { required: true, whitespace: true, message: t('member.common.required') };
  const max = (n: number): Rule => ({ max: n, message: t('member.common.tooLong', { max: n }) });
  return {
    required,
    max,
    account: [required, { pattern: /^[A-Za-z0-9_.@-]{2,64}$/, message: t('member.staff.rules.account') }] as Rule[],
    mobile: [required, { pattern: /^1\d{10}$/, message: t('member.staff.rules.mobile') }] as Rule[],
    phone: [required, { pattern: /^[\d+\-#* ]{3,32}$/, message: t('member.staff.rules.phone') }] as Rule[],
    idNumber: [{ pattern: /^\d{17}[\dXx]$/, message: t('member.staff.rules.idNumber') }] as Rule[],
  };
}

// Add (editing null) or edit a person in a drawer. Adding returns the one-time password, handed to
// `onIssued` to be shown once.
export function StaffForm({ open, editing, onClose, onIssued }: {
  open: boolean;
  editing: StaffItem | null;
  onClose: () => void;
  onIssued: (issued: IssuedPassword) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const rules = useStaffRules();
  // What staff/add asks of each field, in the person's words where the contract's pattern needs explaining.
  const schemaRules = useSchemaRules(staffAdd.input, {
    account: { pattern: t('member.staff.rules.account') },
    mobile: { pattern: t('member.staff.rules.mobile') },
    id_number: { pattern: t('member.staff.rules.idNumber') },
  });
  const stores = useStoreOptions();
  const departments = useDepartmentTree();
  const storeId = Form.useWatch('store_id', form);
  const roles = useRoles();
  const positions = usePositions();
  // Spec §3: education and work type are picked from their dictionaries, fetched by item code.
  const dictionaries = useQuery({
    queryKey: [...MEMBER_KEY, 'items', STAFF_ITEM_CODES],
    queryFn: () => api(itemMany, { codes: STAFF_ITEM_CODES }),
    enabled: open,
    staleTime: Infinity,
  });
  const choices = (code: string) => (dictionaries.data?.[code] ?? []).map((item) => ({ value: item.value, label: item.label }));
  const detail = useQuery({
    queryKey: [...MEMBER_KEY, 'staff', editing?.id],
    queryFn: () => api(staffGet, { id: editing?.id ?? 0 }),
    enabled: open && editing !== null,
    // A background refetch would reset the form under the person typing in it.
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const d = detail.data;
    if (editing && d) {
      form.setFieldsValue({
        name: d.name, gender: d.gender === '男' || d.gender === '女' ? d.gender : '', mobile: d.mobile,
        phones: d.staff_phone_list.map((p) => p.sp_number), store_id: d.store_id, department_id: d.department_id,
        role_id: d.role_id, position_id: d.position_id,
        education: (d.education || undefined) as Values['education'], work_type: (d.work_type || undefined) as Values['work_type'],
        join_date: d.join_date === null ? null : fromEpoch(d.join_date), introduction: d.introduction,
      });
    }
  }, [form, open, editing, detail.data]);

  const { submit, saving } = useFormSubmit(form, {
    save: async (values: Values) => {
      const fields = {
        name: values.name.trim(), gender: values.gender ?? '', mobile: values.mobile.trim(),
        phones: (values.phones ?? []).map((p) => p.trim()).filter(Boolean),
        store_id: values.store_id ?? null, department_id: values.department_id ?? null, role_id: values.role_id,
        position_id: values.position_id ?? null, education: values.education ?? '', work_type: values.work_type ?? '',
        join_date: values.join_date ? toEpoch(values.join_date.startOf('day')) : null,
        introduction: values.introduction ?? '',
        ...(values.id_number ? { id_number: values.id_number.trim() } : {}),
      };
      try {
        if (editing) {
          await api(staffUpdate, { id: editing.id, ...fields });
          return null;
        }
        const added = await api(staffAdd, { account: (values.account ?? '').trim(), ...fields });
        return { name: added.staff.name, password: added.password };
      } finally {
        void queryClient.invalidateQueries({ queryKey: MEMBER_KEY });
      }
    },
    onSaved: (issued) => {
      showSuccess(t('member.common.saved'));
      onClose();
      if (issued) onIssued(issued);
    },
    reload: () => detail.refetch(),
  });

  const pick = { allowClear: true, showSearch: { optionFilterProp: 'label' } } as const;
  return (
    <FormDrawer<Values>
      open={open}
      title={editing ? t('member.staff.editTitle', { name: editing.name }) : t('member.staff.add')}
      onClose={onClose}
      form={form}
      onFinish={submit}
      saving={saving}
      loading={editing !== null && detail.isFetching}
      initialValues={{ gender: '', phones: [] }}
      formTestId="staff-form"
      okTestId="staff-form-submit"
    >
        <Row gutter={16}>
          {!editing && (
            <Col span={12}>
              <Form.Item name="account" label={t('member.staff.fields.account')} rules={schemaRules('account')}>
                <Input data-testid="staff-form-account" autoComplete="off" />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="name" label={t('member.staff.fields.name')} rules={schemaRules('name')}>
              <Input data-testid="staff-form-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="gender" label={t('member.staff.fields.gender')}>
              <Select options={[
                { value: '男', label: t('member.staff.genders.male') },
                { value: '女', label: t('member.staff.genders.female') },
                { value: '', label: t('member.staff.genders.unknown') },
              ]} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="mobile" label={t('member.staff.fields.mobile')} rules={schemaRules('mobile')}>
              <Input data-testid="staff-form-mobile" inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="role_id" label={t('member.staff.fields.role')} rules={schemaRules('role_id')}>
              <Select {...pick} data-testid="staff-form-role" options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="store_id" label={t('member.staff.fields.store')}>
              <Select {...pick} data-testid="staff-form-store" options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="department_id" label={t('member.staff.fields.department')}>
              <TeamPicker tree={departments.data} storeId={storeId} aria-label={t('member.staff.fields.department')} data-testid="staff-form-department" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="position_id" label={t('member.staff.fields.position')}>
              <Select {...pick} options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="join_date" label={t('member.staff.fields.joinDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="education" label={t('member.staff.fields.education')} rules={schemaRules('education')}>
              <Select allowClear options={choices('staff_education')} loading={dictionaries.isLoading} data-testid="staff-form-education" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="work_type" label={t('member.staff.fields.workType')} rules={schemaRules('work_type')}>
              <Select allowClear options={choices('staff_worktype')} loading={dictionaries.isLoading} data-testid="staff-form-work-type" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="id_number" label={t('member.staff.fields.idNumber')} rules={schemaRules('id_number')}>
              <Input data-testid="staff-form-id-number" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('member.staff.fields.phones')}>
          <Form.List name="phones">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline">
                    <Form.Item name={field.name} rules={rules.phone} noStyle>
                      <Input data-testid="staff-form-phone" style={{ width: 240 }} />
                    </Form.Item>
                    <Button type="text" size="small" icon={<MinusCircleOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                {fields.length < 5 && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} style={{ width: 240 }} data-testid="staff-form-add-phone">
                    {t('member.staff.addPhone')}
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="introduction" label={t('member.staff.fields.introduction')} rules={schemaRules('introduction')}>
          <Input.TextArea rows={3} />
        </Form.Item>
    </FormDrawer>
  );
}
