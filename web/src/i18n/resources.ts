import type { Lang } from '@brokerage/contract';
import { en, es, ja, zh, type Messages } from './core';
import { shellTexts } from '../shell/texts';
import { accountTexts } from '../features/account/texts';
import { messageTexts } from '../features/message/texts';
import { targetTexts } from '../features/target/texts';
import { dashboardTexts } from '../features/dashboard/texts';
import { memberTexts } from '../features/member/texts';
import { dictionaryTexts } from '../features/dictionary/texts';
import { operateTexts } from '../features/operate/texts';
import { houseTexts } from '../features/house/texts';
import { houseOfflineTexts } from '../features/house/outhouse/texts';
import { houseRoleTexts } from '../features/house/detail/roles/texts';
import { houseCompareTexts } from '../features/house/compare/texts';
import { houseSearchTexts } from '../features/house/list/searchTexts';
import { followupDataTexts } from '../features/followup/texts';
import { houseLogTexts } from '../features/house/detail/logs/texts';
import { housePictureTexts } from '../features/house/detail/pictures/texts';

// The core texts (app, login, device binding, errors) are in core.ts; English is the reference there too.

// Each feature keeps its texts in its own file, under its own key.
function withFeatures(lang: Lang, core: Messages) {
  return {
    ...core,
    shell: shellTexts[lang],
    account: accountTexts[lang],
    message: messageTexts[lang],
    target: targetTexts[lang],
    dashboard: dashboardTexts[lang],
    member: memberTexts[lang],
    dictionary: dictionaryTexts[lang],
    operate: operateTexts[lang],
    house: houseTexts[lang],
    houseOffline: houseOfflineTexts[lang],
    houseRole: houseRoleTexts[lang],
    houseCompare: houseCompareTexts[lang],
    houseSearch: houseSearchTexts[lang],
    followupData: followupDataTexts[lang],
    houseLog: houseLogTexts[lang],
    housePicture: housePictureTexts[lang],
  };
}
export type Translation = ReturnType<typeof withFeatures>;

export const RESOURCES: Record<Lang, { translation: Translation }> = {
  en: { translation: withFeatures('en', en) },
  zh: { translation: withFeatures('zh', zh) },
  es: { translation: withFeatures('es', es) },
  ja: { translation: withFeatures('ja', ja) },
};

export { LANGUAGE_NAMES, type Messages } from './core';
