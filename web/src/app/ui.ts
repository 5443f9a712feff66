import { create } from 'zustand';
import { readCookie, writeCookie } from '../lib/storage';

// Layout state of spec §4: sidebar open or closed, device mobile or desktop, element size. The sidebar
// state and the size live in cookies (as the language does).
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
export const MOBILE_WIDTH = 992;
export const SIZES = ['large', 'middle', 'small'] as const;
export type Size = (typeof SIZES)[number];
export type Device = 'desktop' | 'mobile';

function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

type UiStore = {
  sidebarOpened: boolean;
  device: Device;
  size: Size;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  setDevice: (device: Device) => void;
  setSize: (size: Size) => void;
};

export const useUi = create<UiStore>()((set, get) => ({
  sidebarOpened: readCookie(SIDEBAR_COOKIE) !== '0',
  device: 'desktop',
  size: ((value) => (isSize(value) ? value : 'middle'))(readCookie(SIZE_COOKIE)),
  toggleSidebar: () => {
    const opened = !get().sidebarOpened;
    writeCookie(SIDEBAR_COOKIE, opened ? '1' : '0');
    set({ sidebarOpened: opened });
  },
  closeSidebar: () => {
    writeCookie(SIDEBAR_COOKIE, '0');
    set({ sidebarOpened: false });
  },
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    writeCookie(SIZE_COOKIE, size);
    set({ size });
  },
}));
