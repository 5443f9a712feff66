import { useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEY_STATUSES, KEY_STATUS_LABELS, type KeyStatus } from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { useStores } from '../house/queries';

export type KeyFilterValues = { status?: KeyStatus; overdue?: 0 | 1; store_id?: number; keyword?: string };

type Props = { value: KeyFilterValues; onChange: (next: KeyFilterValues) => void };

// Status, overdue, holding store (with the store list) and a keyword: number, community or borrower.
export function KeyFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const label = useLabel();
  const stores = useStores();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  return (
    <Flex gap={8} wrap data-testid="key-filters">
      <Select<KeyStatus> allowClear style={{ width: 160 }} placeholder={t('houseKey.status')} aria-label={t('houseKey.status')} value={value.status} data-testid="key-filter-status"
        options={KEY_STATUSES.map((s) => ({ value: s, label: label(KEY_STATUS_LABELS[s]) }))} onChange={(status) => onChange({ ...value, status })} />
      <Select<0 | 1> allowClear style={{ width: 140 }} placeholder={t('houseKey.overdue')} aria-label={t('houseKey.overdue')} value={value.overdue} data-testid="key-filter-overdue"
        options={[{ value: 1, label: t('houseKey.overdue') }, { value: 0, label: t('houseKey.notOverdue') }]}
        onChange={(overdue) => onChange({ ...value, overdue })} />
      {stores.allowed && (
        <Select<number> allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 180 }} placeholder={t('houseKey.store')} aria-label={t('houseKey.store')} value={value.store_id}
          data-testid="key-filter-store" loading={stores.isFetching} options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(store_id) => onChange({ ...value, store_id })} />
      )}
      <Input.Search allowClear style={{ width: 260 }} placeholder={t('houseKey.keyword')} value={keyword} data-testid="key-filter-keyword"
        onChange={(e) => setKeyword(e.target.value)} onSearch={(text) => onChange({ ...value, keyword: text.trim().slice(0, 50) || undefined })} />
    </Flex>
  );
}
