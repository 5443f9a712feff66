import { useState } from 'react';
import { Button, Col, Drawer, Form, InputNumber, Row, Segmented, Select, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  HOUSE_GRADE_LABELS, HOUSE_GRADES, HOUSE_KIND_LABELS, HOUSE_KINDS, HouseMatch, houseAdd, type HouseDetail, type HouseKind,
} from '@brokerage/contract';
import { ApiError, api } from '../../../api/client';
import { showError, showSuccess } from '../../../api/bridge';
import { useLabel } from '../../../i18n/useLabel';
import { toYuan } from '../money';
import { useEnumOptions } from '../options';
import { useInvalidateHouses } from '../queries';
import { DoorPicker, type DoorValue } from './DoorPicker';
import { DuplicateNotice } from './DuplicateNotice';
import { HouseFields } from './HouseFields';
import type { DescriptionValues } from './values';
import { toDescription } from './values';
import { useHouseRules } from './rules';

type Values = DescriptionValues & {
  door: DoorValue;
  kind: HouseKind;
  price: number;
  base_price?: number | null;
  grade: (typeof HOUSE_GRADES)[number];
};
// An entry that converts an external house: the form starts from its values and house/add gets its id.
export type HouseEntrySource = { offlineId: number; values: Partial<Values> };

const DUPLICATE = '601020';
const Matches = z.object({ list: z.array(HouseMatch) });
const DEFAULTS: Partial<Values> = {
  door: {}, use: 'residence', rooms: 2, halls: 1, baths: 1, orientation: 'south', decoration: 'medium', source: 'walk_in',
  current_use: 'self_use', grade: 'b', level: 'normal', label_ids: [], remarks: '',
};

type Opened = Pick<HouseDetail, 'id' | 'region_name' | 'building_name' | 'unit_name' | 'door_name'>;

// Enters a house on a door. A door that already has a live house of the kind answers 601020: the drawer then
// names that house with a link to it, and nothing is entered.
export function HouseForm({ open, kind, onClose, onOpenHouse, from }: {
  open: boolean; kind: HouseKind; onClose: () => void; onOpenHouse: (house: Opened) => void; from?: HouseEntrySource;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const [form] = Form.useForm<Values>();
  const rules = useHouseRules();
  const options = useEnumOptions();
  const invalidate = useInvalidateHouses();
  const [matches, setMatches] = useState<HouseMatch[]>([]);
  const door = Form.useWatch('door', form);
  const chosenKind = Form.useWatch('kind', form) ?? kind;

  const add = useMutation({
    mutationFn: (v: Values) => api(houseAdd, {
      ...toDescription(v, chosenKind), kind: v.kind, door_id: v.door.door?.id ?? 0, price: toYuan(v.price, v.kind),
      base_price: v.base_price === undefined || v.base_price === null ? null : toYuan(v.base_price, v.kind), grade: v.grade,
      ...(from ? { offline_id: from.offlineId } : {}),
    }, { silent: true }),
    onSuccess: (house) => {
      showSuccess(t('house.form.added'));
      void invalidate();
      form.resetFields();
      onOpenHouse(house);
    },
    onError: (error) => {
      const found = error instanceof ApiError && error.code === DUPLICATE ? Matches.safeParse(error.data) : null;
      if (found?.success) setMatches(found.data.list);
      else showError(error.message || t('errors.generic'), 5);
    },
  });

  const close = () => {
    setMatches([]);
    onClose();
  };
  const unit = chosenKind === 'sale'
    ? { price: 'house.form.salePrice', base: 'house.form.saleBase' } as const
    : { price: 'house.form.rentPrice', base: 'house.form.rentBase' } as const;

  return (
    <Drawer
      open={open}
      size={760}
      title={t('house.form.addTitle')}
      onClose={close}
      destroyOnHidden
      data-testid="house-form"
      extra={(
        <Space>
          <Button onClick={close}>{t('house.common.cancel')}</Button>
          <Button type="primary" loading={add.isPending} onClick={() => form.submit()} data-testid="house-form-ok">{t('house.common.save')}</Button>
        </Space>
      )}
    >
      {matches.length > 0 && (
        <DuplicateNotice kind={chosenKind} matches={matches} onOpen={(m) => {
          setMatches([]);
          onOpenHouse(m);
        }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...DEFAULTS, kind, ...from?.values }}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.door || changed.kind) setMatches([]);
          const floor = changed.door?.floor;
          if (floor && changed.door?.door === undefined) form.setFieldValue('total_floors', Math.max(floor.top, floor.number));
        }}
        onFinish={(values) => add.mutate(values)}
      >
        <Form.Item name="kind" label={t('house.form.kind')} rules={[rules.required]}>
          <Segmented options={HOUSE_KINDS.map((k) => ({ value: k, label: label(HOUSE_KIND_LABELS[k]) }))} data-testid="house-form-kind" />
        </Form.Item>
        <Form.Item name="door" label={t('house.form.door')} required
          rules={[{ validator: async (_, v?: DoorValue) => { if (!v?.door) throw new Error(t('house.form.rules.door')); } }]}>
          <DoorPicker />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="price" label={t(unit.price)} rules={[rules.required, rules.price(chosenKind)]}>
              <InputNumber<number> style={{ width: '100%' }} data-testid="house-form-price" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="base_price" label={t(unit.base)} dependencies={['price']} rules={[rules.price(chosenKind), rules.basePrice(form)]}>
              <InputNumber<number> style={{ width: '100%' }} data-testid="house-form-base-price" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="grade" label={t('house.form.grade')} rules={[rules.required]}>
              <Select options={options(HOUSE_GRADES, HOUSE_GRADE_LABELS)} data-testid="house-form-grade" />
            </Form.Item>
          </Col>
        </Row>
        <HouseFields kind={chosenKind} floor={door?.floor?.number} />
      </Form>
    </Drawer>
  );
}
