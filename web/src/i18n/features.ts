import { LANGS } from '@brokerage/contract';
import { i18n } from './index';
import { RESOURCES } from './resources';

// Adds every feature's texts, in the four languages, to those the app started with (CORE_RESOURCES and
// the shell's, i18n/shellTexts.ts). Loaded by the first page other than the dashboard (shell/PageViews.tsx),
// before it renders.
export function registerFeatureTexts(): void {
  for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', RESOURCES[lang].translation, true, true);
}
