import { useState } from 'react';
import { Alert, Button, Card, Space, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LABEL_KINDS, LABEL_KIND_LABELS, labelExport, labelList, type Label, type LabelKind } from '@brokerage/contract';
import { Permission } from '../../app/permission';
import { ExportButton, useListQuery } from '../../components/list';
import { useLabel } from '../../i18n/useLabel';
import { LabelForm } from './LabelForm';
import { LabelTable } from './LabelTable';

// /operate/operate-area (标签管理): the tags put on houses and on customers, one tab per kind; add, edit (name,
// colour, sort order) and enable or disable. Tags are never deleted, so tagged records keep their meaning.
export function LabelPage() {
  const { t } = useTranslation();
  const label = useLabel();
  // The tab is the list's kind filter, kept in the URL like every list's.
  const list = useListQuery(labelList.input, { base: { kind: 'house' } });
  const kind: LabelKind = list.query.kind ?? 'house';
  const [form, setForm] = useState<{ editing: Label | null } | null>(null);

  return (
    <Card title={t('label.title')} data-testid="label-page" extra={(
      <Space>
        <ExportButton endpoint={labelExport} input={{ kind }} />
        <Permission codes={['label:edit']}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="label-add">
            {t('label.add')}
          </Button>
        </Permission>
      </Space>
    )}>
      <Alert type="info" showIcon title={t('label.hint')} style={{ marginBottom: 8 }} />
      <Tabs
        activeKey={kind}
        onChange={(key) => list.filter({ kind: LABEL_KINDS.find((k) => k === key) ?? 'house' })}
        data-testid="label-tabs"
        items={LABEL_KINDS.map((k) => ({
          key: k,
          label: <span data-testid={`label-tab-${k}`}>{label(LABEL_KIND_LABELS[k])}</span>,
          children: <LabelTable kind={k} onEdit={(editing) => setForm({ editing })} />,
        }))}
      />
      <LabelForm open={form !== null} kind={kind} editing={form?.editing ?? null} onClose={() => setForm(null)} />
    </Card>
  );
}
