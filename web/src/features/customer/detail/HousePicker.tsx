import { useState } from 'react';
import { Flex, Select, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WANT_KEY_LABELS, type DataOf, type houseListForLook } from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { houseName } from '../../house/links';
import { useHousePicks } from '../queries';

export type PickedHouse = { value: number; label: string };
type HousePick = DataOf<typeof houseListForLook>['list'][number];

// Houses for a customer's appointment: of the customer's kind, those meeting most of its wants first; a community
// name or a house number finds others.
export function HousePicker({ customerId, value = [], onChange, max = 10 }: {
  customerId: number; value?: PickedHouse[]; onChange?: (value: PickedHouse[]) => void; max?: number;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const [keyword, setKeyword] = useState('');
  const found = useHousePicks(customerId, keyword);
  return (
    <Select<PickedHouse[]> mode="multiple" labelInValue value={value} maxCount={max} data-testid="customer-house-picker"
      placeholder={t('customer.detail.appointment.housesHint')} loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      options={(found.data ?? []).map((h) => ({ value: h.id, label: `${houseName(h)} (#${h.id})`, house: h }))}
      optionRender={(option) => {
        const { house } = option.data as { house: HousePick };
        return (
          <Flex vertical gap={0} data-testid="customer-house-option" data-house-id={house.id}>
            <span>{option.label}</span>
            <Flex gap={4} wrap>
              {house.met.map((key) => <Tag key={key} color="green" style={{ fontSize: 11 }}>{label(WANT_KEY_LABELS[key])}</Tag>)}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{house.maintainer_name}</Typography.Text>
            </Flex>
          </Flex>
        );
      }}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, 50)) }}
      onChange={(picked) => onChange?.(picked.map((p) => ({ value: Number(p.value), label: String(p.label) })))} />
  );
}
