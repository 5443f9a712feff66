import { useState } from 'react';
import { Col, Flex, Row, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuildingLookup, useDoorLookup, useFloorLookup, useRegionLookup, useUnitLookup } from '../queries';

// The door a house is entered on, picked community → building → unit → floor → door. The names travel with the
// ids (for the duplicate message and the detail tab); the floor number and the unit's top floor prefill the form.
export type DoorValue = {
  region?: { id: number; name: string };
  building?: { id: number; name: string };
  unit?: { id: number; name: string };
  floor?: { id: number; number: number; top: number };
  door?: { id: number; name: string };
};

const MAX_KEYWORD = 50;

export function DoorPicker({ value = {}, onChange }: { value?: DoorValue; onChange?: (value: DoorValue) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const regions = useRegionLookup(keyword);
  const buildings = useBuildingLookup(value.region?.id ?? null);
  const units = useUnitLookup(value.building?.id ?? null);
  const floors = useFloorLookup(value.unit?.id ?? null);
  const doors = useDoorLookup(value.floor?.id ?? null);
  const top = Math.max(1, ...(floors.data ?? []).map((f) => f.number));
  const named = (items: { id: number; name: string }[] | undefined) => (items ?? []).map((i) => ({ value: i.id, label: i.name }));
  const find = <T extends { id: number }>(items: T[] | undefined, id: number) => items?.find((i) => i.id === id);

  const regionOptions = (regions.data ?? []).map((r) => ({ value: r.id, label: r.name, address: r.address }));
  // The chosen community stays an option while the search shows others.
  if (value.region && !regionOptions.some((o) => o.value === value.region?.id)) regionOptions.unshift({ value: value.region.id, label: value.region.name, address: '' });

  return (
    <Row gutter={8} data-testid="house-door-picker">
      <Col xs={24} md={8}>
        <Select
          style={{ width: '100%' }}
          data-testid="house-form-region"
          placeholder={t('house.form.region')}
          value={value.region?.id}
          showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, MAX_KEYWORD)) }}
          notFoundContent={regions.isFetching ? <Spin size="small" /> : undefined}
          options={regionOptions}
          optionRender={(option) => (
            <Flex justify="space-between" gap={8}>
              <span>{option.label}</span>
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160 }}>{option.data.address}</Typography.Text>
            </Flex>
          )}
          onChange={(id: number) => {
            const found = regionOptions.find((o) => o.value === id);
            onChange?.({ region: { id, name: found?.label ?? '' } });
          }}
        />
      </Col>
      <Col xs={12} md={4}>
        <Select style={{ width: '100%' }} data-testid="house-form-building" placeholder={t('house.form.building')} disabled={!value.region}
          loading={buildings.isFetching} value={value.building?.id} options={named(buildings.data)}
          onChange={(id: number) => onChange?.({ region: value.region, building: { id, name: find(buildings.data, id)?.name ?? '' } })} />
      </Col>
      <Col xs={12} md={4}>
        <Select style={{ width: '100%' }} data-testid="house-form-unit" placeholder={t('house.form.unit')} disabled={!value.building}
          loading={units.isFetching} value={value.unit?.id} options={named(units.data)}
          onChange={(id: number) => onChange?.({ ...value, unit: { id, name: find(units.data, id)?.name ?? '' }, floor: undefined, door: undefined })} />
      </Col>
      <Col xs={12} md={4}>
        <Select style={{ width: '100%' }} data-testid="house-form-floor" placeholder={t('house.form.floorPick')} disabled={!value.unit}
          loading={floors.isFetching} value={value.floor?.id} options={named(floors.data)}
          onChange={(id: number) => onChange?.({ ...value, floor: { id, number: find(floors.data, id)?.number ?? 1, top }, door: undefined })} />
      </Col>
      <Col xs={12} md={4}>
        <Select style={{ width: '100%' }} data-testid="house-form-door" placeholder={t('house.form.doorPick')} disabled={!value.floor}
          loading={doors.isFetching} value={value.door?.id} options={named(doors.data)}
          onChange={(id: number) => onChange?.({ ...value, door: { id, name: find(doors.data, id)?.name ?? '' } })} />
      </Col>
    </Row>
  );
}
