import { lazy, Suspense } from 'react';
import { Flex, Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { readSearch, useUrlState, writeSearch } from '../../components/list';
import { usePermission } from '../../app/permission';
import { ASSESS_CODES, ASSESS_VIEWS, DEFAULT_VIEW, VIEW_PARAM, viewOf, type AssessView } from './views';

const HouseStatisticsPage = lazy(() => import('../statistics/HouseStatisticsPage').then((m) => ({ default: m.HouseStatisticsPage })));
const AssessListView = lazy(() => import('./AssessListView').then((m) => ({ default: m.AssessListView })));
const QuotaView = lazy(() => import('./QuotaView').then((m) => ({ default: m.QuotaView })));
const LookView = lazy(() => import('./LookView').then((m) => ({ default: m.LookView })));

// The switch scrolls in its own box rather than push the page wider on a phone.
const SCROLLS = { maxWidth: '100%', overflowX: 'auto' } as const;

const VIEWS: Record<AssessView, React.ComponentType> = { house: HouseStatisticsPage, assess: AssessListView, quota: QuotaView, look: LookView };

// /statistics/process-assessment: the house statistics and, for holders of the assessment permissions, the
// assessment screens beside them; the view in the URL (none: the house statistics, so older links keep working).
export function ProcessAssessmentPage() {
  const { t } = useTranslation();
  const allowed = usePermission(ASSESS_CODES);
  const [raw, setRaw] = useUrlState((search) => readSearch(search)[VIEW_PARAM], (v: string | undefined) => writeSearch({ [VIEW_PARAM]: v }, { [VIEW_PARAM]: DEFAULT_VIEW }));
  const view = viewOf(raw, allowed);
  const Shown = VIEWS[view];
  return (
    <Flex vertical gap={16} data-testid="process-assessment-page">
      {allowed && (
        <Segmented<AssessView> data-testid="assess-views" value={view} onChange={setRaw} style={SCROLLS}
          options={ASSESS_VIEWS.map((v) => ({ value: v, label: <span data-testid={`assess-view-${v}`}>{t(`assess.views.${v}`)}</span> }))} />
      )}
      <Suspense fallback={<Spin />}>
        <Shown key={view} />
      </Suspense>
    </Flex>
  );
}
