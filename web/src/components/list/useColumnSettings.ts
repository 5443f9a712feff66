import { useState } from 'react';
import { useUserInfo } from '../../features/account/useUserInfo';
import { columnsStorageKey, decodeHidden, encodeHidden } from './columnSettings';

function read(key: string | null): string | null {
  if (key === null) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string | null, value: string): void {
  if (key === null) return;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

// The columns a person hid on one list (`list` names it), remembered in this browser for that person.
export function useColumnSettings(list: string, keys: readonly string[], defaultHidden: readonly string[] = []) {
  const user = useUserInfo().data?.id;
  const key = columnsStorageKey(list, user);
  const [chosen, setChosen] = useState<{ key: string | null; hidden: string[] } | null>(null);
  const hidden = chosen && chosen.key === key ? chosen.hidden : decodeHidden(read(key), keys, defaultHidden);
  const change = (next: string[]) => {
    setChosen({ key, hidden: next });
    write(key, encodeHidden(next));
  };
  return { hidden, change, reset: () => change(keys.filter((k) => defaultHidden.includes(k))) };
}
