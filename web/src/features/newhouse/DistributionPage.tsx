import { useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { newhouseList, type NewhouseItem } from '@brokerage/contract';
import { Permission, usePermission } from '../../app/permission';
import { ListView, toCallInput, useListQuery, usePhone } from '../../components/list';
import { DistributionFilters } from './DistributionFilters';
import { ManagerDialog } from './ManagerDialog';
import { newhouseDetailPath } from './paths';
import { ProjectActions } from './ProjectActions';
import { useProjectColumns } from './projectColumns';
import { ProjectForm } from './ProjectForm';
import { useProjectList } from './queries';

type Editing = { project: NewhouseItem | null };

// /newhouse/distribution: the projects (published ones, or all for editors), the filters and sort in the URL; editors
// add and edit projects, publish or withdraw them and name their manager. A project opens its detail.
export function DistributionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission(['newhouse:edit']);
  const phone = usePhone();
  const list = useListQuery(newhouseList.input, { extras: ['area'] });
  const { query } = list;
  const projects = useProjectList(toCallInput(query));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [managing, setManaging] = useState<NewhouseItem | null>(null);
  const columns = useProjectColumns(canEdit
    ? (p) => <ProjectActions project={p} onEdit={() => setEditing({ project: p })} onManager={() => setManaging(p)} />
    : null);

  return (
    <Card title={t('newhouse.title.distribution')} data-testid="newhouse-distribution-page"
      extra={(
        <Permission codes={['newhouse:edit']}>
          {/* On a phone the button shows its icon alone, leaving the title its room. */}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ project: null })} aria-label={t('newhouse.project.add')} data-testid="newhouse-add">
            {phone ? null : t('newhouse.project.add')}
          </Button>
        </Permission>
      )}>
      <Flex vertical gap={12}>
        <DistributionFilters value={query} names={list.extras} canEdit={canEdit} onChange={(patch, names) => list.filter(patch, names)} />
        <ListView<NewhouseItem> testId="newhouse-table" rowKey="id" columns={columns} source={projects} empty={t('newhouse.project.empty')}
          totalText={(total) => t('newhouse.project.total', { total })}
          paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          sort={{ by: query.sort, order: query.order, onChange: (by, order) => list.filter({ sort: by === 'price' || by === 'opening' ? by : 'updated', order }) }}
          rowProps={(p) => ({ 'data-newhouse-id': p.id, 'data-name': p.name, 'data-published': p.published })}
          onOpen={(p) => void navigate(newhouseDetailPath(p.id))} />
      </Flex>
      {editing && <ProjectForm open editing={editing.project} onClose={() => setEditing(null)} />}
      {managing && <ManagerDialog project={managing} onClose={() => setManaging(null)} />}
    </Card>
  );
}
