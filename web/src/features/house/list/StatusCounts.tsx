import { useTranslation } from 'react-i18next';
import { HOUSE_STATUS_LABELS, HOUSE_STATUSES } from '@brokerage/contract';
import { StatusTabs } from '../../../components/list';
import { useLabel } from '../../../i18n/useLabel';
import type { ListState } from './listState';
import { useStatusCounts } from '../../house-search/queries';

// The status tabs of the list: how many houses of each status the other filters leave (house/housestate), a count
// at the list's cap shown as "2000+", a click adding the status to those chosen (or taking it away), "All" clearing it.
export function StatusCounts({ state, onChange }: { state: ListState; onChange: (next: ListState) => void }) {
  const { t } = useTranslation();
  const label = useLabel();
  const { query } = state;
  const counts = useStatusCounts(query);
  return (
    <StatusTabs
      testId="house-status-count"
      multiple
      loaded={counts.data !== undefined}
      cap={counts.data?.total_cap}
      all={{ label: t('houseSearch.statusAll'), count: counts.data?.total }}
      tabs={HOUSE_STATUSES.map((status) => ({
        key: status, label: label(HOUSE_STATUS_LABELS[status]), count: counts.data?.list.find((c) => c.status === status)?.count,
      }))}
      value={query.status ?? []}
      onChange={(status) => onChange({ ...state, query: { ...query, status, page: 1 } })}
    />
  );
}
