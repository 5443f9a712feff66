import { useQuery } from '@tanstack/react-query';
import { userInfo, type UserInfo } from '@brokerage/contract';
import { api } from '../../api/client';
import { setIsBind } from '../../lib/storage';
import { setCompanyTimeZone } from '../../lib/time';
import { usePermissionStore } from '../../app/permission';
import { collectPermissions } from '../../app/routes';

export const USER_INFO_KEY = ['user', 'info'] as const;

// The messages are the spec's own, kept word for word.
async function fetchUserInfo(): Promise<UserInfo> {
  const info = await api(userInfo);
  if (!info || typeof info !== 'object') throw new Error('Verification failed, please Login again.');
  if (!Array.isArray(info.roles) || info.roles.length === 0) throw new Error('getInfo: roles must be a non-null array!');
  setIsBind(info.is_bind);
  // Every time shown or sent from here on is on the company's clock; nothing dated renders before the info.
  setCompanyTimeZone(info.time_zone);
  // Button permissions are in place before the first page renders (spec §4).
  usePermissionStore.getState().setCodes(collectPermissions(info.route));
  return info;
}

export function useUserInfo() {
  return useQuery({ queryKey: USER_INFO_KEY, queryFn: fetchUserInfo, staleTime: Infinity });
}
