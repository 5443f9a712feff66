import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  KEY_ACTION_TRANSITIONS, KEY_ACTIONS, houseKey, keyAdd, keyList, type KeyAction, type KeyItem,
} from '@brokerage/contract';
import { api, type CallInput } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { HOUSE_KEY, useInvalidateHouses } from '../house/queries';

export type KeyListInput = CallInput<typeof keyList>;
export type KeyActionInput = CallInput<typeof houseKey>;
export type KeyAddInput = CallInput<typeof keyAdd>;

// Keys are cached under the house key: a borrow changes the house's key count and its follow-ups as well.
export function useKeyList(input: KeyListInput) {
  return useQuery({
    queryKey: [...HOUSE_KEY, 'keys', input],
    queryFn: () => api(keyList, input),
    placeholderData: keepPreviousData,
  });
}

// The actions the contract allows from the key's status.
export function allowedActions(key: Pick<KeyItem, 'status'>): KeyAction[] {
  return KEY_ACTIONS.filter((action) => KEY_ACTION_TRANSITIONS[action].from === key.status);
}

export function useKeyAction(onDone?: () => void) {
  const { t } = useTranslation();
  const invalidate = useInvalidateHouses();
  return useMutation({
    mutationFn: (input: KeyActionInput) => api(houseKey, input),
    onSuccess: (_, input) => {
      showSuccess(t(`houseKey.done.${input.action}`));
      onDone?.();
    },
    onSettled: () => invalidate(),
  });
}

export function useKeyAdd(onDone?: () => void) {
  const { t } = useTranslation();
  const invalidate = useInvalidateHouses();
  return useMutation({
    mutationFn: (input: KeyAddInput) => api(keyAdd, input),
    onSuccess: () => {
      showSuccess(t('houseKey.added'));
      onDone?.();
    },
    onSettled: () => invalidate(),
  });
}
