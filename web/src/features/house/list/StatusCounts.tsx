import { Badge, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOUSE_STATUS_LABELS, HOUSE_STATUSES, type HouseStatus } from '@brokerage/contract';
import { useLabel } from '../../../i18n/useLabel';
import { badgeCount, type ListState } from './listState';
import { useStatusCounts } from '../../house-search/queries';

// The status tabs of the list: how many houses of each status the other filters leave (house/housestate), a count
// at the list's cap shown as "2000+" (counted no further), a click narrowing the list to that status (or adding it
// to the statuses already chosen), "All" clearing it.
export function StatusCounts({ state, onChange }: { state: ListState; onChange: (next: ListState) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const { query } = state;
  const counts = useStatusCounts(query);
  const chosen = query.status ?? [];
  const countOf = (status: HouseStatus) => counts.data?.list.find((c) => c.status === status)?.count;
  const set = (status: HouseStatus[] | undefined) => onChange({ ...state, query: { ...query, status, page: 1 } });
  const toggle = (status: HouseStatus, on: boolean) => {
    const next = on ? [...chosen, status] : chosen.filter((s) => s !== status);
    set(next.length > 0 ? HOUSE_STATUSES.filter((s) => next.includes(s)) : undefined);
  };
  const count = (n: number | undefined) => (
    <Badge count={n === undefined ? '…' : badgeCount(n, counts.data?.total_cap)} showZero overflowCount={999_999} color={n ? '#1677ff' : '#bfbfbf'} style={{ marginInlineStart: 4 }} />
  );

  return (
    <Flex align="center" gap={4} wrap data-testid="house-status-counts" data-loaded={counts.data ? 'true' : 'false'}>
      <Tag.CheckableTag checked={chosen.length === 0} onChange={() => set(undefined)} data-testid="house-status-count-all"
        data-count={counts.data?.total}>
        {t('houseSearch.statusAll')}{count(counts.data?.total)}
      </Tag.CheckableTag>
      {HOUSE_STATUSES.map((status) => (
        <Tag.CheckableTag key={status} checked={chosen.includes(status)} onChange={(on) => toggle(status, on)}
          data-testid={`house-status-count-${status}`} data-count={countOf(status)}>
          {label(HOUSE_STATUS_LABELS[status])}{count(countOf(status))}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}
