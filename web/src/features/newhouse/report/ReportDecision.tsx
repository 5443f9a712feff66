import { useState } from 'react';
import { Button, Dropdown, Popconfirm, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REPORT_STAGE_LABELS, type NewhouseReport, type ReportStage } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { useLabel } from '../../../i18n/useLabel';
import { useReportSave } from '../queries';
import { InvalidDialog, StageDialog } from './DecisionDialogs';
import { reportActions } from './stages';

// The project side's actions on a report (newhouse:confirm): 认定有效 / 无效 while pending, then the next stages the
// contract offers from where it stands.
export function ReportDecision({ report }: { report: NewhouseReport }) {
  const { t } = useTranslation();
  const label = useLabel();
  const save = useReportSave();
  const [invalid, setInvalid] = useState(false);
  const [stage, setStage] = useState<ReportStage | null>(null);
  const [pending, setPending] = useState(false);
  const offered = reportActions(report);
  const confirmValid = () => {
    setPending(true);
    save.confirm({ id: report.id, version: report.version, confirm: 'valid' })
      .then(() => showSuccess(t('newhouse.confirm.validDone')), () => undefined)
      .finally(() => setPending(false));
  };
  return (
    <Space size={0} wrap>
      {offered.valid && (
        <Popconfirm title={t('newhouse.confirm.validConfirm')} onConfirm={confirmValid} okButtonProps={{ ...{ 'data-testid': 'report-valid-ok' } }}>
          <Button size="small" type="link" loading={pending} data-testid="report-valid">{t('newhouse.confirm.valid')}</Button>
        </Popconfirm>
      )}
      {offered.invalid && (
        <Button size="small" type="link" danger onClick={() => setInvalid(true)} data-testid="report-invalid">{t('newhouse.confirm.invalid')}</Button>
      )}
      {offered.stages.length > 0 && (
        <Dropdown trigger={['click']} menu={{
          items: offered.stages.map((s) => ({ key: s, label: <span data-testid={`report-stage-${s}`}>{label(REPORT_STAGE_LABELS[s])}</span> })),
          onClick: ({ key }) => setStage(offered.stages.find((s) => s === key) ?? null),
        }}>
          <Button size="small" type="link" data-testid="report-next">{t('newhouse.confirm.next')} <DownOutlined /></Button>
        </Dropdown>
      )}
      {invalid && <InvalidDialog report={report} onClose={() => setInvalid(false)} />}
      {stage && <StageDialog report={report} stage={stage} onClose={() => setStage(null)} />}
    </Space>
  );
}
