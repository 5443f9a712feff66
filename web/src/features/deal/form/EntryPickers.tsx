import { useState } from 'react';
import { Flex, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DealKind } from '@brokerage/contract';
import { houseName } from '../../house/links';
import { useDealCustomerPicks, useDealHousePicks } from '../queries';
import type { Picked } from './values';

type PickerProps = { kind: DealKind; value?: Picked | null; onChange?: (value: Picked | null) => void };
const MAX_KEYWORD = 30;

// A house of the deal's kind the caller may see, by community name or house number.
export function DealHousePicker({ kind, value, onChange }: PickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useDealHousePicks(kind, keyword);
  return (
    <Select<Picked> labelInValue allowClear value={value ?? undefined} placeholder={t('deal.entry.houseHint')} loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined} data-testid="deal-house-picker"
      options={(found.data ?? []).map((h) => ({ value: h.id, label: `${houseName(h)} (#${h.id})`, maintainer: h.maintainer_name }))}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8} data-testid="deal-house-option" data-house-id={option.value}>
          <span>{option.label}</span>
          <Typography.Text type="secondary">{option.data.maintainer}</Typography.Text>
        </Flex>
      )}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, MAX_KEYWORD)) }}
      onChange={(picked) => onChange?.(picked ? { value: Number(picked.value), label: String(picked.label) } : null)} />
  );
}

// An active or paused customer looking for the deal's kind among the private ones of the caller's reach.
export function DealCustomerPicker({ kind, value, onChange }: PickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useDealCustomerPicks(kind, keyword);
  return (
    <Select<Picked> labelInValue allowClear value={value ?? undefined} placeholder={t('deal.entry.customerHint')} loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined} data-testid="deal-customer-picker"
      options={(found.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (#${c.id})`, phone: c.phones[0]?.masked ?? '' }))}
      optionRender={(option) => (
        <Flex justify="space-between" gap={8} data-testid="deal-customer-option" data-customer-id={option.value}>
          <span>{option.label}</span>
          <Typography.Text type="secondary">{option.data.phone}</Typography.Text>
        </Flex>
      )}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim().slice(0, MAX_KEYWORD)) }}
      onChange={(picked) => onChange?.(picked ? { value: Number(picked.value), label: String(picked.label) } : null)} />
  );
}
