import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NewhouseItem } from '@brokerage/contract';
import { showSuccess } from '../../api/bridge';
import { useProjectChange } from './queries';

type Props = { project: NewhouseItem; onEdit: () => void; onManager: () => void };

// An editor's actions on a project: edit, publish or withdraw, set the manager.
export function ProjectActions({ project: p, onEdit, onManager }: Props) {
  const { t } = useTranslation();
  const { publish } = useProjectChange();
  const next = p.published ? 0 : 1;
  const toggle = () => publish.mutate({ id: p.id, version: p.version, published: next }, {
    onSuccess: () => showSuccess(next ? t('newhouse.project.publishedDone') : t('newhouse.project.withdrawnDone')),
  });
  return (
    <Space size={0} wrap>
      <Button size="small" type="link" onClick={onEdit} data-testid="newhouse-edit">{t('newhouse.project.edit')}</Button>
      <Popconfirm title={p.published ? t('newhouse.project.withdrawConfirm') : t('newhouse.project.publishConfirm')} onConfirm={toggle}
        okButtonProps={{ ...{ 'data-testid': 'newhouse-publish-ok' } }}>
        <Button size="small" type="link" loading={publish.isPending} data-testid={p.published ? 'newhouse-withdraw' : 'newhouse-publish'}>
          {p.published ? t('newhouse.project.withdraw') : t('newhouse.project.publish')}
        </Button>
      </Popconfirm>
      <Button size="small" type="link" onClick={onManager} data-testid="newhouse-manager">{t('newhouse.project.manager')}</Button>
    </Space>
  );
}
