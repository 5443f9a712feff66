import { MEMBER_KEY } from '../member/queries';

export const SETTING_KEY = [...MEMBER_KEY, 'setting'] as const;
