import { LANGS, type Lang } from '@brokerage/contract';
import { shellTexts } from '../shell/texts';
import { accountTexts } from '../features/account/texts';
import { messageTexts } from '../features/message/texts';
import { targetTexts } from '../features/target/texts';
import { dashboardTexts } from '../shell/pages/dashboard/texts';
import { i18n } from './index';
import type { Translation } from './resources';

// The texts of the signed-in shell and of what it shows on every page (account menu, messages, the
// target dialog, the dashboard), under the keys resources.ts gives them. Every other feature's texts
// load with the first page that needs them (i18n/features.ts, shell/PageViews.tsx), some into the same keys (the
// push screen's under `message`).
function shellBundle(lang: Lang) {
  return {
    shell: shellTexts[lang], account: accountTexts[lang], message: messageTexts[lang], target: targetTexts[lang], dashboard: dashboardTexts[lang],
  } satisfies { [K in keyof Translation]?: Partial<Translation[K]> };
}

export function registerShellTexts(): void {
  for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', shellBundle(lang), true, true);
}
