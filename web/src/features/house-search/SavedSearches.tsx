import { useState } from 'react';
import { Button, Empty, Form, Input, List, Modal, Popconfirm, Select, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, SaveOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HOUSE_SEARCH_TAG_MAX, type HouseSearchTag } from '@brokerage/contract';
import { showError, showSuccess } from '../../api/bridge';
import type { ListState } from '../house/list/listState';
import { fromSearchTag, toSearchQuery, useSearchTagDelete, useSearchTagSave, useSearchTags } from './queries';

const NAME_MAX = 30;

type Props = { state: ListState; onApply: (next: ListState) => void };

// My saved searches of the current kind: apply one (its filters replace the list's, kept in the URL like any
// other, with the names the filter panel shows for its ids), save the current filters under a name, rename or
// delete them.
export function SavedSearches({ state, onApply }: Props) {
  const { t } = useTranslation();
  const { query } = state;
  const tags = useSearchTags(query.kind);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);

  const apply = (tag: HouseSearchTag) => {
    const next = fromSearchTag(tag, query.limit);
    if (!next) {
      showError(t('errors.generic'), 5);
      return;
    }
    onApply({ query: next, extras: tag.display });
    showSuccess(t('houseSearch.applied', { name: tag.name }));
  };

  return (
    <Space.Compact data-testid="house-saved-searches">
      <Select<number>
        style={{ width: 180 }}
        placeholder={t('houseSearch.placeholder')} aria-label={t('houseSearch.placeholder')}
        value={null}
        loading={tags.isFetching}
        data-testid="house-saved-search-select"
        notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('houseSearch.empty')} />}
        options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: <span data-testid="house-saved-search-option">{tag.name}</span>, title: tag.name }))}
        onChange={(id) => {
          const tag = tags.data?.find((x) => x.id === id);
          if (tag) apply(tag);
        }}
      />
      <Tooltip title={t('houseSearch.save')}>
        <Button icon={<SaveOutlined />} onClick={() => setSaving(true)} data-testid="house-saved-search-save" aria-label={t('houseSearch.save')} />
      </Tooltip>
      <Tooltip title={t('houseSearch.manage')}>
        <Button icon={<SettingOutlined />} onClick={() => setManaging(true)} data-testid="house-saved-search-manage" aria-label={t('houseSearch.manage')} />
      </Tooltip>
      {saving && <SaveDialog state={state} onClose={() => setSaving(false)} />}
      {managing && <ManageDialog tags={tags.data ?? []} onClose={() => setManaging(false)} />}
    </Space.Compact>
  );
}

function SaveDialog({ state, onClose }: { state: ListState; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSearchTagSave(() => onClose());
  return (
    <Modal open title={t('houseSearch.saveTitle')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'house-saved-search-save-ok' }} destroyOnHidden>
      <Form<{ name: string }> form={form} layout="vertical"
        onFinish={(v) => save.mutate({ kind: state.query.kind, name: v.name.trim(), query: toSearchQuery(state.query), display: state.extras })}>
        <Form.Item name="name" label={t('houseSearch.name')} extra={t('houseSearch.limit', { max: HOUSE_SEARCH_TAG_MAX })}
          rules={[{ required: true, whitespace: true, message: t('houseSearch.nameRequired') }]}>
          <Input maxLength={NAME_MAX} autoFocus data-testid="house-saved-search-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ManageDialog({ tags, onClose }: { tags: HouseSearchTag[]; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSearchTagSave();
  const remove = useSearchTagDelete();
  const rename = (tag: HouseSearchTag, name: string) => {
    const trimmed = name.trim();
    if (!trimmed || trimmed === tag.name) return;
    save.mutate({ id: tag.id, kind: tag.kind, name: trimmed, query: tag.query as ReturnType<typeof toSearchQuery>, display: tag.display });
  };
  return (
    <Modal open title={t('houseSearch.manageTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <List
        data-testid="house-saved-search-list"
        dataSource={tags}
        locale={{ emptyText: t('houseSearch.empty') }}
        renderItem={(tag) => (
          <List.Item
            data-testid="house-saved-search-item"
            actions={[
              <Popconfirm key="delete" title={t('houseSearch.deleteConfirm', { name: tag.name })} onConfirm={() => remove.mutate(tag.id)}
                okButtonProps={{ 'data-testid': 'house-saved-search-delete-ok' }}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('houseSearch.delete')} data-testid="house-saved-search-delete" />
              </Popconfirm>,
            ]}
          >
            <Typography.Text
              editable={{ maxLength: NAME_MAX, tooltip: t('houseSearch.rename'), onChange: (name) => rename(tag, name) }}
              data-testid="house-saved-search-name-text"
            >
              {tag.name}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Modal>
  );
}
