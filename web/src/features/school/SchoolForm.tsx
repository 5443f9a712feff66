import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schoolDistrictAdd, schoolDistrictUpdate, type SchoolDistrict } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { AreaCascader, areaIdOf } from '../dictionary/region/AreaCascader';
import { SCHOOL_KEY } from './queries';

type Values = { name: string; area_path?: number[]; schools?: string[]; remark?: string };

const MAX_SCHOOLS = 30;
const MAX_SCHOOL_NAME = 50;
// People paste lists of schools: the usual Chinese and Latin separators split them.
const SCHOOL_SEPARATORS = [',', '，', '、', ';', '；'];

// Schools once each, trimmed, in the order typed.
function cleanSchools(schools: string[] | undefined): string[] {
  return [...new Set((schools ?? []).map((s) => s.trim()).filter(Boolean))];
}

// Add (editing null) or edit a school district: name (unique: the server's 409002 is shown), area, schools as
// tags, remark.
export function SchoolForm({ open, editing, onClose }: { open: boolean; editing: SchoolDistrict | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        name: editing.name, schools: editing.schools, remark: editing.remark,
        // The path above an existing area is not known without loading it: the bare id stands for it.
        area_path: editing.area_id === null ? undefined : [editing.area_id],
      });
    }
  }, [form, open, editing]);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const fields = { name: v.name.trim(), area_id: areaIdOf(v.area_path), schools: cleanSchools(v.schools), remark: (v.remark ?? '').trim() };
      return editing ? api(schoolDistrictUpdate, { id: editing.id, ...fields }) : api(schoolDistrictAdd, fields);
    },
    onSuccess: () => {
      showSuccess(t('common.saved'));
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHOOL_KEY }),
  });

  const max = (n: number) => ({ max: n, message: t('common.tooLong', { max: n }) });
  const schoolsRule = {
    validator: async (_: unknown, value: string[] | undefined) => {
      const schools = cleanSchools(value);
      if (schools.length > MAX_SCHOOLS) throw new Error(t('school.schoolsHelp'));
      if (schools.some((s) => s.length > MAX_SCHOOL_NAME)) throw new Error(t('common.tooLong', { max: MAX_SCHOOL_NAME }));
    },
  };
  return (
    <Modal open={open} title={editing ? t('school.editTitle', { name: editing.name }) : t('school.add')}
      onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden
      okText={t('common.save')} cancelText={t('common.cancel')}
      okButtonProps={{ ...{ 'data-testid': 'school-form-ok' } }}>
      <Form<Values> form={form} layout="vertical" data-testid="school-form" onFinish={(v) => save.mutate(v)}>
        <Form.Item name="name" label={t('school.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }, max(50)]}>
          <Input data-testid="school-form-name" />
        </Form.Item>
        <Form.Item name="area_path" label={t('school.fields.area')}>
          <AreaCascader placeholder={t('school.areaPlaceholder')} fallback={editing?.area_name} testId="school-form-area" />
        </Form.Item>
        <Form.Item name="schools" label={t('school.fields.schools')} extra={t('school.schoolsHelp')} rules={[schoolsRule]}>
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={SCHOOL_SEPARATORS}
            placeholder={t('school.schoolsPlaceholder')} data-testid="school-form-schools" />
        </Form.Item>
        <Form.Item name="remark" label={t('school.fields.remark')} rules={[max(500)]}>
          <Input.TextArea rows={3} showCount maxLength={500} data-testid="school-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
