import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAFF_RELATE_ROLES, STAFF_RELATE_ROLE_LABELS, staffRelateList, type StaffRelateItem, type StaffRelateRole } from '@brokerage/contract';
import { showSuccess } from '../../../api/bridge';
import { FilterBar, ListView, toCallInput, useListQuery, type ListColumn } from '../../../components/list';
import { useLabel } from '../../../i18n/useLabel';
import { useEnumOptions } from '../../house/options';
import { newhouseDetailPath } from '../paths';
import { StaffPicker } from '../../../components/form';
import { picked, ProjectPicker } from '../pickers';
import { useStaffRelateChange, useStaffRelations } from '../queries';
import { useNewhouseFormat } from '../useFormat';
import { LinkageForm } from './LinkageForm';

// /newhouse/linkage: our staff linked to projects (驻场, 渠道), filtered by project, person, role and keyword; links are
// added, their role changed, and removed after a confirmation.
export function LinkagePage() {
  const { t } = useTranslation();
  const label = useLabel();
  const options = useEnumOptions();
  const fmt = useNewhouseFormat();
  const list = useListQuery(staffRelateList.input, { extras: ['project', 'person'] });
  const { query, extras } = list;
  const links = useStaffRelations(toCallInput(query));
  const { remove } = useStaffRelateChange();
  const [form, setForm] = useState<{ editing: StaffRelateItem | null } | null>(null);
  const active = [query.new_id, query.user_id, query.role, query.keyword].filter((v) => v !== undefined).length;

  const columns: ListColumn<StaffRelateItem>[] = [
    { key: 'person', title: t('newhouse.col.person'), card: 'title', render: (_, l) => <Typography.Text strong data-testid="linkage-person">{l.user_name}</Typography.Text> },
    { key: 'project', title: t('newhouse.col.name'), render: (_, l) => <Link to={newhouseDetailPath(l.newhouse_id)} data-testid="linkage-project">{l.newhouse_name}</Link> },
    { key: 'store', title: t('newhouse.col.store'), render: (_, l) => fmt.text(l.store_name) },
    { key: 'role', title: t('newhouse.col.role'), render: (_, l) => <Tag color={l.role === 'resident' ? 'blue' : 'purple'} data-testid="linkage-role" data-role={l.role}>{label(STAFF_RELATE_ROLE_LABELS[l.role])}</Tag> },
    { key: 'linked', title: t('newhouse.col.linked'), render: (_, l) => fmt.dateTime(l.created_at) },
    {
      key: 'actions', title: t('newhouse.col.actions'), card: 'actions',
      render: (_, l) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setForm({ editing: l })} data-testid="linkage-change">{t('newhouse.linkage.changeRole')}</Button>
          <Popconfirm title={t('newhouse.linkage.removeConfirm', { person: l.user_name, project: l.newhouse_name })} okButtonProps={{ ...{ 'data-testid': 'linkage-remove-ok' } }}
            onConfirm={() => remove.mutate({ id: l.id }, { onSuccess: () => showSuccess(t('newhouse.linkage.removed')) })}>
            <Button size="small" type="link" danger data-testid="linkage-remove">{t('newhouse.linkage.remove')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('newhouse.title.linkage')} data-testid="linkage-page"
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })} data-testid="linkage-add">{t('newhouse.linkage.add')}</Button>}>
      <Flex vertical gap={12}>
        <FilterBar active={active} testId="linkage-filter-bar">
          <ProjectPicker style={{ width: 180 }} placeholder={t('newhouse.filters.project')} testId="linkage-filter-project" value={picked(query.new_id, extras.project)}
            onChange={(p) => list.filter({ new_id: p?.value }, { project: p?.label })} />
          <StaffPicker labelInValue style={{ width: 160 }} placeholder={t('newhouse.filters.person')} data-testid="linkage-filter-person" value={picked(query.user_id, extras.person)}
            onChange={(p) => list.filter({ user_id: p?.value }, { person: p?.label })} />
          <Select<StaffRelateRole> allowClear style={{ width: 140 }} placeholder={t('newhouse.filters.role')} aria-label={t('newhouse.filters.role')} value={query.role}
            options={options(STAFF_RELATE_ROLES, STAFF_RELATE_ROLE_LABELS)} onChange={(role?: StaffRelateRole) => list.filter({ role })} data-testid="linkage-filter-role" />
          <Input.Search allowClear style={{ width: 200 }} placeholder={t('newhouse.filters.linkKeyword')} aria-label={t('newhouse.filters.linkKeyword')} maxLength={50}
            defaultValue={query.keyword} onSearch={(text) => list.filter({ keyword: text.trim() || undefined })} data-testid="linkage-filter-keyword" />
        </FilterBar>
        <ListView<StaffRelateItem> testId="linkage-table" rowKey="id" columns={columns} source={links} empty={t('newhouse.linkage.empty')}
          totalText={(total) => t('newhouse.linkage.total', { total })} paging={{ page: query.page, limit: query.limit, onChange: list.page }}
          rowProps={(l) => ({ 'data-link-id': l.id, 'data-person': l.user_name, 'data-project': l.newhouse_name, 'data-role': l.role })} />
      </Flex>
      {form && <LinkageForm editing={form.editing} onClose={() => setForm(null)} />}
    </Card>
  );
}
