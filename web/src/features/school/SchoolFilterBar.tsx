import { useEffect } from 'react';
import { maxLengthOf } from '../../components/form';
import { schoolDistrictList } from '@brokerage/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaCascader } from '../dictionary/region/AreaCascader';

export type SchoolFilters = { keyword?: string; area_path?: number[] };

// The filter row of the school district list: keyword (district or school name) and area.
export function SchoolFilterBar({ value, onChange }: { value: SchoolFilters; onChange: (next: SchoolFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SchoolFilters>();

  const key = JSON.stringify(value);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(key) as SchoolFilters);
  }, [form, key]);

  const submit = (values: SchoolFilters) => {
    const keyword = values.keyword?.trim();
    onChange({
      ...(keyword ? { keyword } : {}),
      ...(values.area_path?.length ? { area_path: values.area_path } : {}),
    });
  };

  return (
    <Form<SchoolFilters> form={form} layout="inline" data-testid="school-filters" onFinish={submit} style={{ rowGap: 8 }}>
      <Form.Item name="keyword">
        <Input allowClear placeholder={t('school.keywordPlaceholder')} maxLength={maxLengthOf(schoolDistrictList.input, 'keyword')} data-testid="school-filter-keyword" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="area_path">
        <AreaCascader placeholder={t('school.areaPlaceholder')} ariaLabel={t('school.areaPlaceholder')} style={{ width: 240 }} testId="school-filter-area" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="school-search">{t('common.search')}</Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => onChange({})} data-testid="school-reset">{t('common.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
