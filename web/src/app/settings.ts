import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// Settings drawer choices (spec §2 defaults), kept per browser in localStorage: they are a preference
// of the machine, not of the person, so signing out keeps them.
export const DEFAULT_THEME = '#1890ff';

// Spec §9's error-log setting: the build modes (vite's mode) whose uncaught errors are reported to the server
// (app/error-report.ts); a string names one mode.
export const ERROR_LOG: string | readonly string[] = 'production';

export type Settings = {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  pinyinSearch: boolean;
};

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  pinyinSearch: true,
};

type SettingsStore = Settings & { change: (patch: Partial<Settings>) => void };

export const SETTINGS_KEY = 'brokerage_settings';

export const useSettings = create<SettingsStore>()(
  persist((set) => ({ ...DEFAULT_SETTINGS, change: (patch) => set(patch) }), {
    name: SETTINGS_KEY,
    storage: createJSONStorage(() => window.localStorage),
    partialize: ({ change: _change, ...settings }) => settings,
  }),
);
