import type { ReactNode } from 'react';
import { create } from 'zustand';
import { onSignOut } from './session';

// Button permissions gathered from user/info's route tree (spec §6).
type PermissionStore = { codes: ReadonlySet<string>; setCodes: (codes: readonly string[]) => void };

export const usePermissionStore = create<PermissionStore>()((set) => ({
  codes: new Set<string>(),
  setCodes: (codes) => set({ codes: new Set(codes) }),
}));

onSignOut(() => usePermissionStore.getState().setCodes([]));

export function holdsAny(held: ReadonlySet<string>, codes: readonly string[]): boolean {
  return codes.some((code) => held.has(code));
}

// True when the person holds at least one of the codes.
export function usePermission(codes: readonly string[]): boolean {
  const held = usePermissionStore((state) => state.codes);
  return holdsAny(held, codes);
}

// The children are removed (not just hidden) unless the person holds at least one of the codes.
export function Permission({ codes, children }: { codes: readonly string[]; children: ReactNode }) {
  return usePermission(codes) ? children : null;
}
