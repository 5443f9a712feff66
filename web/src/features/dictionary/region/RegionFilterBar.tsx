import { useEffect } from 'react';
import { maxLengthOf } from '../../../components/form';
import { regionList } from '@brokerage/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaCascader } from './AreaCascader';

export type RegionFilters = { keyword?: string; area_path?: number[]; finished?: 0 | 1 };

// The filter row of the community list: keyword (name, address, pinyin or its initials), area, finished state.
export function RegionFilterBar({ value, onChange }: { value: RegionFilters; onChange: (next: RegionFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegionFilters>();

  const key = JSON.stringify(value);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(key) as RegionFilters);
  }, [form, key]);

  const submit = (values: RegionFilters) => {
    const keyword = values.keyword?.trim();
    onChange({
      ...(keyword ? { keyword } : {}),
      ...(values.area_path?.length ? { area_path: values.area_path } : {}),
      ...(values.finished !== undefined ? { finished: values.finished } : {}),
    });
  };

  return (
    <Form<RegionFilters> form={form} layout="inline" data-testid="region-filters" onFinish={submit} style={{ rowGap: 8 }}>
      <Form.Item name="keyword">
        <Input allowClear placeholder={t('dictionary.region.keywordPlaceholder')} maxLength={maxLengthOf(regionList.input, 'keyword')} data-testid="region-filter-keyword" style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="area_path">
        <AreaCascader placeholder={t('dictionary.region.areaPlaceholder')} ariaLabel={t('dictionary.region.areaPlaceholder')} style={{ width: 240 }} testId="region-filter-area" />
      </Form.Item>
      <Form.Item name="finished">
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('dictionary.region.finishedPlaceholder')} aria-label={t('dictionary.region.finishedPlaceholder')}
          data-testid="region-filter-finished"
          options={[
            { value: 1, label: t('dictionary.region.finished') },
            { value: 0, label: t('dictionary.region.unfinished') },
          ]}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid="region-search">{t('dictionary.common.search')}</Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => onChange({})} data-testid="region-reset">{t('dictionary.common.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
