import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@brokerage/contract';

export type ProfileItem = { key: string; label: string; value: ReactNode };

// The person's data as the account menu, the profile page and the dashboard show it (spec §2 "Account dropdown").
export function useProfileItems(info: UserInfo): ProfileItem[] {
  const { t } = useTranslation();
  const none = t('account.fields.none');
  return [
    { key: 'name', label: t('account.fields.name'), value: info.name },
    { key: 'position', label: t('account.fields.position'), value: info.position_name || none },
    { key: 'company', label: t('account.fields.company'), value: info.company_name || none },
    { key: 'department', label: t('account.fields.department'), value: info.department_name || none },
    { key: 'role', label: t('account.fields.role'), value: info.role_name || none },
    { key: 'account', label: t('account.fields.account'), value: info.loginid },
    { key: 'phone', label: t('account.fields.phone'), value: info.staff_phone || none },
    { key: 'level', label: t('account.fields.level'), value: info.level_name || t('account.fields.noLevel') },
    { key: 'points', label: t('account.fields.points'), value: info.point },
  ];
}
