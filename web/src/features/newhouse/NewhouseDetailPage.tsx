import { useEffect, useState } from 'react';
import { Button, Card, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewhouseItem } from '@brokerage/contract';
import { Permission, usePermission } from '../../app/permission';
import { useTabTitles } from '../../app/tabTitles';
import { usePhone } from '../../components/list';
import { AgentsTab } from './detail/AgentsTab';
import { FollowupsTab } from './detail/FollowupsTab';
import { LayoutsTab } from './detail/LayoutsTab';
import { PicturesTab } from './detail/PicturesTab';
import { ProjectInfo } from './detail/ProjectInfo';
import { ReportsTab } from './detail/ReportsTab';
import { StaffTab } from './detail/StaffTab';
import { ManagerDialog } from './ManagerDialog';
import { DISTRIBUTION_PATH, newhouseIdOf } from './paths';
import { ProjectActions } from './ProjectActions';
import { ProjectCover } from './projectColumns';
import { ProjectForm } from './ProjectForm';
import { useProject } from './queries';
import { ReportForm } from './report/ReportForm';
import { PublishedTag, SaleStateTag } from './tags';

// Reports are filed to published projects that are not sold out; the server says so too.
function openForReports(p: NewhouseItem): boolean {
  return p.published === 1 && p.sale_state !== 'sold_out';
}

const tab = (key: string, text: string) => <span data-testid={`newhouse-tab-${key}`}>{text}</span>;

// /newhouses/newhousedetails/12: one project with its information, layouts, the developer's agents, pictures,
// follow-ups, linked staff and reports; "报备客户" files a report to it.
export function NewhouseDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhone();
  // A tab stays mounted while another is shown: its project is the one it was opened at.
  const { pathname } = useLocation();
  const [tabPath] = useState(pathname);
  const [id] = useState(() => newhouseIdOf(pathname));
  const project = useProject(id);
  // The tab is titled with the project's name once it has loaded.
  const name = project.data?.name;
  useEffect(() => {
    if (name) useTabTitles.getState().setTitle(tabPath, name);
  }, [name, tabPath]);
  const canEdit = usePermission(['newhouse:edit']);
  const canSeeStaff = usePermission(['newhouse:linkage']);
  const canSeeReports = usePermission(['newhouse:report']);
  const [editing, setEditing] = useState(false);
  const [managing, setManaging] = useState(false);
  const [reporting, setReporting] = useState(false);

  const back = <Button type="primary" onClick={() => void navigate(DISTRIBUTION_PATH)}>{t('newhouse.detail.back')}</Button>;
  if (id === null) return <Result status="info" title={t('newhouse.detail.missing')} extra={back} />;
  if (project.isError) return <Result status="404" title={t('newhouse.detail.notFound')} extra={back} data-testid="newhouse-not-found" />;
  if (!project.data) return <Card><Skeleton active /></Card>;

  const p = project.data;
  const actions = (
    <Space wrap>
      <Permission codes={['newhouse:report']}>
        <Button type="primary" disabled={!openForReports(p)} onClick={() => setReporting(true)} data-testid="newhouse-report">{t('newhouse.detail.report')}</Button>
      </Permission>
      {canEdit && <ProjectActions project={p} onEdit={() => setEditing(true)} onManager={() => setManaging(true)} />}
    </Space>
  );
  return (
    <Flex vertical gap={16} data-testid="newhouse-detail-page" data-newhouse-id={p.id} data-published={p.published}>
      <Card title={(
        <Space size={8} wrap>
          <ProjectCover project={p} />
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="newhouse-title">{p.name}</Typography.Title>
          <SaleStateTag state={p.sale_state} />
          <PublishedTag published={p.published} />
        </Space>
      )} extra={phone ? undefined : actions}>
        {/* On a phone the actions go under the name: beside it they would leave it no room. */}
        {phone && <div style={{ marginBottom: 12 }}>{actions}</div>}
        <ProjectInfo project={p} />
      </Card>
      <Card>
        <Tabs destroyOnHidden items={[
          { key: 'layouts', label: tab('layouts', t('newhouse.detail.tabs.layouts')), children: <LayoutsTab projectId={p.id} /> },
          { key: 'agents', label: tab('agents', t('newhouse.detail.tabs.agents')), children: <AgentsTab projectId={p.id} /> },
          { key: 'pictures', label: tab('pictures', t('newhouse.detail.tabs.pictures')), children: <PicturesTab projectId={p.id} /> },
          { key: 'followups', label: tab('followups', t('newhouse.detail.tabs.followups')), children: <FollowupsTab projectId={p.id} /> },
          ...(canSeeStaff ? [{ key: 'staff', label: tab('staff', t('newhouse.detail.tabs.staff')), children: <StaffTab projectId={p.id} /> }] : []),
          ...(canSeeReports ? [{ key: 'reports', label: tab('reports', t('newhouse.detail.tabs.reports')), children: <ReportsTab projectId={p.id} /> }] : []),
        ]} />
      </Card>
      {editing && <ProjectForm open editing={p} onClose={() => setEditing(false)} />}
      {managing && <ManagerDialog project={p} onClose={() => setManaging(false)} />}
      {reporting && <ReportForm editing={null} project={{ value: p.id, label: p.name }} onClose={() => setReporting(false)} />}
    </Flex>
  );
}
