import { useState } from 'react';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewhouseAgent } from '@brokerage/contract';
import { usePermission } from '../../../app/permission';
import { ListView, sourceOf, type ListColumn } from '../../../components/list';
import { useAgentChange, useAgents } from '../queries';
import { useNewhouseFormat } from '../useFormat';
import { AgentForm } from './AgentForm';

// The developer's sales agents on site, enabled first; editors add and change them, and disable one who left.
export function AgentsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const fmt = useNewhouseFormat();
  const canEdit = usePermission(['newhouse:edit']);
  const agents = useAgents(projectId);
  const { toggle } = useAgentChange();
  const [editing, setEditing] = useState<{ agent: NewhouseAgent | null } | null>(null);
  const flip = (a: NewhouseAgent) => toggle.mutate({
    id: a.id, version: a.version, name: a.name, phone: a.phone, position: a.position, remark: a.remark, enabled: a.enabled ? 0 : 1,
  });

  const columns: ListColumn<NewhouseAgent>[] = [
    { key: 'name', title: t('newhouse.agent.name'), card: 'title', render: (_, a) => <Typography.Text strong data-testid="agent-name">{a.name}</Typography.Text> },
    { key: 'phone', title: t('newhouse.agent.phone'), render: (_, a) => a.phone },
    { key: 'position', title: t('newhouse.agent.position'), render: (_, a) => fmt.text(a.position) },
    {
      key: 'state', title: t('newhouse.agent.state'),
      render: (_, a) => <Tag color={a.enabled ? 'green' : 'default'} data-testid="agent-state">{a.enabled ? t('newhouse.agent.enabled') : t('newhouse.agent.disabled')}</Tag>,
    },
    { key: 'remark', title: t('newhouse.agent.remark'), render: (_, a) => fmt.text(a.remark) },
    ...(canEdit ? [{
      key: 'actions', title: t('newhouse.col.actions'), card: 'actions' as const,
      render: (_: unknown, a: NewhouseAgent) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setEditing({ agent: a })} data-testid="agent-edit">{t('newhouse.agent.edit')}</Button>
          <Button size="small" type="link" danger={a.enabled === 1} onClick={() => flip(a)} data-testid={a.enabled ? 'agent-disable' : 'agent-enable'}>
            {a.enabled ? t('newhouse.agent.disable') : t('newhouse.agent.enable')}
          </Button>
        </Space>
      ),
    }] : []),
  ];
  return (
    <Flex vertical gap={8} data-testid="newhouse-agents">
      {canEdit && (
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ agent: null })} data-testid="agent-add">{t('newhouse.agent.add')}</Button>
        </Flex>
      )}
      <ListView<NewhouseAgent> testId="agent-table" rowKey="id" columns={columns} source={sourceOf(agents, agents.data)} empty={t('newhouse.agent.empty')}
        rowProps={(a) => ({ 'data-agent-id': a.id, 'data-enabled': a.enabled })} />
      {editing && <AgentForm projectId={projectId} editing={editing.agent} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
