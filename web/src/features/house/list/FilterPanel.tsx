import { useEffect, useState, type ReactNode } from 'react';
import { maxLengthOf } from '../../../components/form';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  DECORATION_LABELS, DECORATIONS, HOUSE_GRADE_LABELS, HOUSE_GRADES, HOUSE_LEVEL_LABELS, HOUSE_LEVELS, HOUSE_POOL_LABELS,
  HOUSE_POOLS, HOUSE_STATUS_LABELS, HOUSE_STATUSES, HOUSE_USE_LABELS, HOUSE_USES, ORIENTATION_LABELS, ORIENTATIONS, houseList,
} from '@brokerage/contract';
import { useHouseFormat } from '../money';
import { useEnumOptions } from '../options';
import { useCanPickStaff, useHouseLabels, useStores } from '../queries';
import { fromFilterValues, toFilterValues, type FilterValues } from './filterValues';
import { ROOMS_MORE, type ListState } from './listState';
import { AreaFilter, CommunityFilter, RangeInput, StaffFilter, useRangeRule } from './pickers';

const SPAN = { xs: 24, sm: 12, lg: 8, xxl: 6 };

// The list's filters. Typing changes nothing until Search (or Enter), so a half-typed range never queries.
export function FilterPanel({ state, onChange }: { state: ListState; onChange: (next: ListState) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const q = state.query;
  // Folded open when a filter behind the fold is in use, so nothing filters out of sight.
  const [more, setMore] = useState(() => [q.grade, q.level, q.pool, q.use, q.decoration, q.orientation, q.floor_min, q.floor_max, q.has_keys,
    q.has_pictures, q.label_ids, q.maintainer_id, q.store_id, q.updated_from, q.followup_from].some((v) => v !== undefined));
  const options = useEnumOptions();
  const fmt = useHouseFormat();
  const labels = useHouseLabels();
  const canPickStaff = useCanPickStaff();
  const stores = useStores();
  const kind = state.query.kind;
  const areaPath = Form.useWatch('area_path', form);

  useEffect(() => {
    form.setFieldsValue(toFilterValues(state));
  }, [form, state]);

  const priceRule = useRangeRule({ decimals: kind === 'sale' ? 2 : 0 }, t('house.filters.rangeOrder'));
  const areaRule = useRangeRule({ decimals: 2 }, t('house.filters.rangeOrder'));
  const floorRule = useRangeRule({ min: -10, decimals: 0 }, t('house.filters.rangeOrder'));
  const rooms = Array.from({ length: ROOMS_MORE }, (_, i) => i + 1).map((n) => ({
    value: n, label: n === ROOMS_MORE ? t('house.units.roomsMore', { count: n }) : t('house.units.rooms', { count: n }),
  }));
  const flag = (yes: string, no: string) => [{ value: 1, label: yes }, { value: 0, label: no }];
  const item = (name: keyof FilterValues, node: ReactNode, rules?: Rule[]) => (
    <Col {...SPAN} key={name}>
      <Form.Item name={name} rules={rules} style={{ marginBottom: 12 }}>{node}</Form.Item>
    </Col>
  );
  const labelled = (text: string) => ({ placeholder: text, 'aria-label': text, allowClear: true, style: { width: '100%' } });

  return (
    <Form<FilterValues>
      form={form}
      data-testid="house-filters"
      // Every value, also of the folded-away filters (their fields are unmounted but keep their values).
      onFinish={() => onChange(fromFilterValues(form.getFieldsValue(true) as FilterValues, state))}
    >
      <Row gutter={12}>
        {item('keyword', <Input allowClear prefix={<SearchOutlined />} placeholder={t('house.filters.keyword')} maxLength={maxLengthOf(houseList.input, 'keyword')} data-testid="house-filter-keyword" />)}
        {item('area_path', <AreaFilter style={{ width: '100%' }} />)}
        {item('region', <CommunityFilter style={{ width: '100%' }} areaId={areaPath?.[areaPath.length - 1]} />)}
        {item('status', <Select mode="multiple" maxTagCount="responsive" {...labelled(t('house.filters.status'))}
          options={options(HOUSE_STATUSES, HOUSE_STATUS_LABELS)} data-testid="house-filter-status" />)}
        {item('price', <RangeInput testId="house-filter-price" unit={`${t('house.filters.price')} ${fmt.priceUnit(kind)}`} />, [priceRule])}
        {item('area', <RangeInput testId="house-filter-area" unit={`${t('house.filters.area')} ${t('house.units.areaUnit')}`} />, [areaRule])}
        {item('rooms', <Select mode="multiple" maxTagCount="responsive" {...labelled(t('house.filters.rooms'))} options={rooms} data-testid="house-filter-rooms" />)}
        {more && (
          <>
            {item('grade', <Select {...labelled(t('house.filters.grade'))} options={options(HOUSE_GRADES, HOUSE_GRADE_LABELS)} />)}
            {item('level', <Select {...labelled(t('house.filters.level'))} options={options(HOUSE_LEVELS, HOUSE_LEVEL_LABELS)} />)}
            {item('pool', <Select {...labelled(t('house.filters.pool'))} options={options(HOUSE_POOLS, HOUSE_POOL_LABELS)} data-testid="house-filter-pool" />)}
            {item('use', <Select {...labelled(t('house.filters.use'))} options={options(HOUSE_USES, HOUSE_USE_LABELS)} />)}
            {item('decoration', <Select {...labelled(t('house.filters.decoration'))} options={options(DECORATIONS, DECORATION_LABELS)} />)}
            {item('orientation', <Select {...labelled(t('house.filters.orientation'))} options={options(ORIENTATIONS, ORIENTATION_LABELS)} />)}
            {item('floor', <RangeInput testId="house-filter-floor" unit={t('house.filters.floor')} />, [floorRule])}
            {item('has_keys', <Select {...labelled(t('house.filters.hasKeys'))} options={flag(t('house.filters.withKeys'), t('house.filters.withoutKeys'))} />)}
            {item('has_pictures', <Select {...labelled(t('house.filters.hasPictures'))} options={flag(t('house.filters.withPictures'), t('house.filters.withoutPictures'))} />)}
            {item('label_ids', <Select mode="multiple" maxTagCount="responsive" {...labelled(t('house.filters.labels'))}
              options={(labels.data ?? []).map((l) => ({ value: l.id, label: l.name }))} optionFilterProp="label" />)}
            {canPickStaff && item('maintainer', <StaffFilter style={{ width: '100%' }} />)}
            {stores.allowed && item('store_id', <Select {...labelled(t('house.filters.store'))} showSearch optionFilterProp="label"
              options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />)}
            {item('updated', <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('house.filters.updated'), t('house.filters.updated')]} />)}
            {item('followup', <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('house.filters.followup'), t('house.filters.followup')]} />)}
          </>
        )}
        <Col {...SPAN}>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="house-search">{t('house.common.search')}</Button>
            <Button data-testid="house-reset" onClick={() => {
              form.resetFields();
              onChange(fromFilterValues({}, state));
            }}>{t('house.common.reset')}</Button>
            <Button type="link" onClick={() => setMore(!more)} icon={more ? <UpOutlined /> : <DownOutlined />} data-testid="house-more-filters">
              {more ? t('house.list.less') : t('house.list.more')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
