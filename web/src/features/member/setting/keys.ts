import { MEMBER_KEY } from '../queries';

export const SETTING_KEY = [...MEMBER_KEY, 'setting'] as const;
