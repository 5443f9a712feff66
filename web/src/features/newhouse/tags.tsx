import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NEWHOUSE_SALE_STATE_LABELS, REPORT_CONFIRM_LABELS, REPORT_STAGE_LABELS,
  type NewhouseItem, type NewhouseSaleState, type ReportConfirm, type ReportStage,
} from '@brokerage/contract';
import { useLabel } from '../../i18n/useLabel';
import { LabelTag } from '../label/LabelTag';

const SALE_COLOURS: Record<NewhouseSaleState, string> = { upcoming: 'blue', selling: 'green', sold_out: 'default' };
const CONFIRM_COLOURS: Record<ReportConfirm, string> = { pending: 'gold', valid: 'green', invalid: 'red' };
const STAGE_COLOURS: Record<ReportStage, string> = {
  reported: 'default', visited: 'cyan', pledged: 'blue', subscribed: 'geekblue', dealt: 'purple', settled: 'green', refunded: 'orange',
};

export function SaleStateTag({ state }: { state: NewhouseSaleState }) {
  const label = useLabel();
  return <Tag color={SALE_COLOURS[state]} data-testid="newhouse-sale-state" data-state={state}>{label(NEWHOUSE_SALE_STATE_LABELS[state])}</Tag>;
}

export function PublishedTag({ published }: { published: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={published ? 'green' : 'default'} data-testid="newhouse-published" data-published={published}>
      {published ? t('newhouse.project.published') : t('newhouse.project.draft')}
    </Tag>
  );
}

export function ProjectLabels({ labels }: { labels: NewhouseItem['labels'] }) {
  if (labels.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap>
      {labels.map((l) => <LabelTag key={l.id} name={l.name} color={l.color} />)}
    </Space>
  );
}

export function ConfirmTag({ confirm }: { confirm: ReportConfirm }) {
  const label = useLabel();
  return <Tag color={CONFIRM_COLOURS[confirm]} data-testid="report-confirm" data-confirm={confirm}>{label(REPORT_CONFIRM_LABELS[confirm])}</Tag>;
}

export function StageTag({ stage }: { stage: ReportStage }) {
  const label = useLabel();
  return <Tag color={STAGE_COLOURS[stage]} data-testid="report-stage" data-stage={stage}>{label(REPORT_STAGE_LABELS[stage])}</Tag>;
}

export function LapsedTag() {
  const { t } = useTranslation();
  return <Tag color="volcano" data-testid="report-lapsed">{t('newhouse.report.lapsed')}</Tag>;
}
