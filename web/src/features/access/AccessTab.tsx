import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Select, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPES, DATA_SCOPE_LABELS, authGet, authSave, type AuthMenuNode, type DataOf, type DataScope } from '@brokerage/contract';
import { api } from '../../api/client';
import { useSchemaRules } from '../../components/form';
import { showSuccess } from '../../api/bridge';
import { usePermission } from '../../app/permission';
import { isPageName } from '../../app/pageNames';
import { ORG_KEY, useRoles } from '../member/queries';
import { useLabel } from '../../i18n/useLabel';
import { SETTING_KEY } from '../setting/keys';
import { offeredCatalogue } from './offered';

type Auth = DataOf<typeof authGet>;

// The role permission editor: pick a role, tick its menus and button permissions, choose a data scope
// for the scoped ones, save (setting/auth replaces them; effective on the next request). A new role is
// created without grants and then edited like any other.
export function AccessTab() {
  const { t } = useTranslation();
  const roles = useRoles();
  const canEdit = usePermission(['access:edit']);
  const [roleId, setRoleId] = useState<number | undefined>();
  const [creating, setCreating] = useState(false);
  const auth = useQuery({
    queryKey: [...SETTING_KEY, 'auth', roleId],
    queryFn: () => api(authGet, { role_id: roleId ?? 0 }),
    enabled: roleId !== undefined,
  });
  return (
    <Flex vertical gap={16}>
      <Flex gap={8}>
        <Select style={{ width: 240 }} placeholder={t('setting.access.pickRole')} value={roleId} onChange={setRoleId} data-testid="access-role"
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />
        {canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="access-role-add">{t('setting.access.newRole')}</Button>
        )}
      </Flex>
      {roleId !== undefined && (auth.data && !auth.isFetching
        // Keyed by role and load, so the editor starts from the server's grants each time.
        ? <GrantEditor key={`${roleId}-${auth.dataUpdatedAt}`} auth={auth.data} />
        : <Skeleton active />)}
      <NewRole open={creating} onClose={() => setCreating(false)} onCreated={(id) => {
        setCreating(false);
        setRoleId(id);
      }} />
    </Flex>
  );
}

type RoleValues = { code: string; name: string };

// Creates a role with no menus or permissions (setting/auth without role_id); the editor then opens on it.
function NewRole({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (v: RoleValues) => api(authSave, { role: { code: v.code.trim(), name: v.name.trim(), description: '' }, menus: [], permissions: [] }),
    onSuccess: async (saved) => {
      showSuccess(t('member.common.saved'));
      await queryClient.invalidateQueries({ queryKey: [...ORG_KEY, 'roles'] });
      onCreated(saved.role.id);
    },
  });
  const required = { required: true, whitespace: true, message: t('member.common.required') };
  return (
    <Modal open={open} title={t('setting.access.newRole')} onCancel={onClose} onOk={() => form.submit()}
      confirmLoading={create.isPending} destroyOnHidden okButtonProps={{ ...{ 'data-testid': 'access-role-form-ok' } }}>
      <Form<RoleValues> form={form} layout="vertical" data-testid="access-role-form" preserve={false} onFinish={(v) => create.mutate(v)}>
        <Form.Item name="name" label={t('setting.access.name')} rules={[required, { max: 50, message: t('member.common.tooLong', { max: 50 }) }]}>
          <Input data-testid="access-role-form-name" />
        </Form.Item>
        <Form.Item name="code" label={t('setting.access.code')} rules={[required,
          { pattern: /^[a-z][a-z0-9_-]{1,49}$/, message: t('setting.access.codeRule') }]}>
          <Input data-testid="access-role-form-code" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function GrantEditor({ auth }: { auth: Auth }) {
  const { t } = useTranslation();
  const label = useLabel();
  const queryClient = useQueryClient();
  const canEdit = usePermission(['access:edit']);
  const [menus, setMenus] = useState(() => new Set(auth.menus));
  const [grants, setGrants] = useState(() => new Map(auth.permissions.map((g) => [g.code, g.data_scope])));
  // The daily phone views are checked as typed against the contract's range, never clamped or emptied to 0.
  const [limitForm] = Form.useForm<{ phone_view_daily_limit: number }>();
  const schemaRules = useSchemaRules(authSave.input);
  const save = useMutation({
    mutationFn: ({ phone_view_daily_limit }: { phone_view_daily_limit: number }) => api(authSave, {
      role_id: auth.role.id, menus: [...menus], permissions: [...grants].map(([code, data_scope]) => ({ code, data_scope })),
      phone_view_daily_limit,
    }),
    onSuccess: () => showSuccess(t('member.common.saved')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...SETTING_KEY, 'auth'] }),
  });

  const toggleMenu = (name: string, on: boolean) => {
    const next = new Set(menus);
    if (on) next.add(name);
    else next.delete(name);
    setMenus(next);
  };
  const toggleGrant = (menu: string, code: string, on: boolean) => {
    const next = new Map(grants);
    if (on) {
      next.set(code, grants.get(code) ?? 'company');
      // A button permission is of no use without its menu.
      toggleMenu(menu, true);
    } else next.delete(code);
    setGrants(next);
  };
  const setScope = (code: string, scope: DataScope) => setGrants(new Map(grants).set(code, scope));

  const renderNode = (node: AuthMenuNode, depth: number) => (
    <Flex key={node.name} vertical gap={4} style={{ marginLeft: depth * 24 }} data-testid="access-menu">
      <Checkbox checked={menus.has(node.name)} disabled={!canEdit} onChange={(e) => toggleMenu(node.name, e.target.checked)}>
        <Typography.Text strong={depth === 0}>{label(node.title)}</Typography.Text>
      </Checkbox>
      {node.permissions.length > 0 && (
        <Flex wrap gap={12} style={{ marginLeft: 24 }}>
          {node.permissions.map((p) => (
            <Flex key={p.code} gap={4} align="center">
              <Checkbox checked={grants.has(p.code)} disabled={!canEdit} onChange={(e) => toggleGrant(node.name, p.code, e.target.checked)}>
                {label(p.title)}
              </Checkbox>
              {p.scoped && grants.has(p.code) && (
                <Select<DataScope> size="small" style={{ width: 130 }} value={grants.get(p.code)} disabled={!canEdit}
                  aria-label={t('setting.access.scope')} onChange={(scope) => setScope(p.code, scope)}
                  options={DATA_SCOPES.map((s) => ({ value: s, label: label(DATA_SCOPE_LABELS[s]) }))} />
              )}
            </Flex>
          ))}
        </Flex>
      )}
      {node.children.map((child) => renderNode(child, depth + 1))}
    </Flex>
  );

  return (
    <Flex vertical gap={12} data-testid="access-editor">
      <Form form={limitForm} layout="inline" initialValues={{ phone_view_daily_limit: auth.role.phone_view_daily_limit }}>
        <Form.Item name="phone_view_daily_limit" label={t('setting.access.phoneViews')}
          rules={[{ required: true, message: t('member.common.required') }, ...schemaRules('phone_view_daily_limit')]}>
          <InputNumber<number> disabled={!canEdit} data-testid="access-phone-views" />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t('setting.access.menus')}</Typography.Title>
      {offeredCatalogue(auth.catalogue, isPageName).map((node) => renderNode(node, 0))}
      {canEdit && (
        <Button type="primary" style={{ alignSelf: 'flex-start' }} loading={save.isPending} onClick={() => void limitForm.validateFields().then((values) => save.mutate(values), () => undefined)} data-testid="access-save">
          {t('member.common.save')}
        </Button>
      )}
    </Flex>
  );
}
