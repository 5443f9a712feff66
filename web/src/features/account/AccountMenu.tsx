import { cloneElement, isValidElement, lazy, useState, type CSSProperties } from 'react';
import { Avatar, Descriptions, Dropdown, Flex, Typography, theme, type MenuProps } from 'antd';
import { CheckOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@brokerage/contract';
import { signOut } from './signOut';
import { PROFILE_PATH } from '../../lib/paths';
import { useProfileItems } from './profileItems';
import { usePhoneSwitch } from './usePhoneSwitch';
import { useUserInfo } from './useUserInfo';
import { Later } from '../../components/Later';

// Loaded when first opened.
const ChangePasswordDialog = lazy(() => import('./ChangePassword').then((m) => ({ default: m.ChangePasswordDialog })));

const PHONE_PREFIX = 'phone:';

// The navbar's account dropdown (spec §2): who is signed in, the outbound-number switcher when there is
// more than one number, and profile, change password and log out.
export function AccountMenu() {
  const { data } = useUserInfo();
  // The layout mounts this after user info loaded; until then there is nothing to show.
  return data ? <AccountDropdown info={data} /> : null;
}

function AccountDropdown({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const phone = usePhoneSwitch(info.staff_phone);
  const details = useProfileItems(info);

  const phones = info.staff_phone_list;
  const items: MenuProps['items'] = [
    // The numbers are listed in the menu itself (a group, not a hover submenu): one click, no hovering.
    ...(phones.length > 1
      ? [{
          type: 'group' as const,
          key: 'switch-phone',
          label: <span data-testid="account-switch-phone">{t('account.menu.switchPhone')}</span>,
          children: phones.map(({ sp_number }) => ({
            key: PHONE_PREFIX + sp_number,
            label: <span data-testid={`account-phone-${sp_number}`}>{sp_number}</span>,
            extra: sp_number === info.staff_phone ? <CheckOutlined aria-label={t('account.menu.current')} /> : undefined,
          })),
        }]
      : []),
    { key: 'profile', label: <span data-testid="account-profile">{t('account.menu.profile')}</span> },
    { key: 'password', label: <span data-testid="account-change-password">{t('account.menu.changePassword')}</span> },
    { type: 'divider' },
    { key: 'logout', label: <span data-testid="account-logout">{t('account.menu.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key.startsWith(PHONE_PREFIX)) phone.switchTo(key.slice(PHONE_PREFIX.length));
    else if (key === 'profile') void navigate(PROFILE_PATH);
    else if (key === 'password') setPasswordOpen(true);
    else if (key === 'logout') void signOut();
  };

  const header = (
    <div data-testid="account-details" style={{ padding: '12px 16px 4px', maxWidth: 340 }}>
      <Descriptions
        size="small"
        column={1}
        items={details.map(({ key, label, value }) => ({ key, label, children: <span data-testid={`account-${key}`}>{value}</span> }))}
      />
    </div>
  );

  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick, selectable: false }}
        popupRender={(menu) => (
          <div
            style={{ background: token.colorBgElevated, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowSecondary }}
          >
            {header}
            {/* Without its own shadow the menu and the details read as one card. */}
            {isValidElement<{ style?: CSSProperties }>(menu) ? cloneElement(menu, { style: { boxShadow: 'none' } }) : menu}
          </div>
        )}
      >
        <Flex
          align="center"
          gap={8}
          role="button"
          tabIndex={0}
          // The name it shows leads its accessible name (WCAG 2.5.3), then what it opens.
          aria-label={`${info.name} · ${t('account.menu.label')}`}
          data-testid="account-menu"
          // A focusable trigger opens with the keyboard too.
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setOpen(true);
            }
          }}
          style={{ cursor: 'pointer', paddingInline: 8 }}
        >
          <Avatar size="small" src={info.avatar || undefined} icon={<UserOutlined />} />
          <Typography.Text data-testid="account-menu-name">{info.name}</Typography.Text>
        </Flex>
      </Dropdown>
      {phone.contextHolder}
      <Later when={passwordOpen}>
        <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      </Later>
    </>
  );
}
