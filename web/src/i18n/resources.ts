import type { Lang } from '@brokerage/contract';
import { en, es, ja, zh, type Messages } from './core';
import { shellTexts } from '../shell/texts';
import { accountTexts } from '../features/account/texts';
import { messageTexts } from '../features/message/texts';
import { articleTexts } from '../features/article/texts';
import { messagePushTexts } from '../features/message/pushTexts';
import { targetTexts } from '../features/target/texts';
import { dashboardTexts } from '../shell/pages/dashboard/texts';
import { commonTexts } from './commonTexts';
import { memberTexts } from '../features/member/texts';
import { staffTexts } from '../features/member/staff/texts';
import { staffPanelTexts } from '../features/member/staff/panelTexts';
import { orgTexts } from '../features/org/texts';
import { logTexts } from '../features/log/texts';
import { settingTexts } from '../features/setting/texts';
import { dictionaryTexts } from '../features/dictionary/texts';
import { dictionaryBuildingTexts } from '../features/dictionary/building/texts';
import { schoolTexts } from '../features/school/texts';
import { labelTexts } from '../features/label/texts';
import { zoneTexts } from '../features/zone/texts';
import { houseTexts } from '../features/house/texts';
import { houseListTexts } from '../features/house/list/texts';
import { houseFormTexts } from '../features/house/form/texts';
import { houseDetailTexts } from '../features/house/detail/texts';
import { houseCompareTexts } from '../features/house/compare/texts';
import { houseKeyTexts } from '../features/house-key/texts';
import { approvalTexts } from '../features/approval/texts';
import { houseOwnerTexts } from '../features/house-owner/texts';
import { houseOfflineTexts } from '../features/house-offline/texts';
import { houseRoleTexts } from '../features/house-role/texts';
import { houseSearchTexts } from '../features/house-search/texts';
import { houseLogTexts } from '../features/house-log/texts';
import { housePictureTexts } from '../features/house-picture/texts';
import { followupTexts } from '../features/followup/texts';
import { followupTimelineTexts } from '../features/followup/timeline/texts';
import { customerTexts } from '../features/customer/texts';
import { customerDetailTexts } from '../features/customer/detail/texts';
import { customerLookTexts } from '../features/customer-look/texts';
import { dealTexts } from '../features/deal/texts';
import { dealFormTexts } from '../features/deal/form/texts';
import { dealLedgerTexts } from '../features/deal/detail/ledgerTexts';
import { statisticsTexts } from '../features/statistics/texts';
import { assessTexts } from '../features/assess/texts';
import { newhouseTexts } from '../features/newhouse/texts';
import { entrustTexts } from '../features/entrust/texts';
import { phoneCallTexts } from '../features/phone-call/texts';
import { portalTexts } from '../features/portal/texts';
import { vrTexts } from '../features/vr/texts';

// The core texts (app, login, device binding, errors) are in core.ts; English is the reference there too.

// Each business area keeps its texts in its own folder (web/src/features/<area>/), under its own key; an area
// whose texts are split over several files (by screen part) gets them merged under that key here.
function withFeatures(lang: Lang, core: Messages) {
  return {
    ...core,
    shell: shellTexts[lang],
    common: commonTexts[lang],
    account: accountTexts[lang],
    message: { ...messageTexts[lang], ...messagePushTexts[lang] },
    article: articleTexts[lang],
    target: targetTexts[lang],
    dashboard: dashboardTexts[lang],
    member: { ...memberTexts[lang], staff: { ...staffTexts[lang].staff, ...staffPanelTexts[lang].staff } },
    org: orgTexts[lang],
    log: logTexts[lang],
    setting: settingTexts[lang],
    dictionary: { ...dictionaryTexts[lang], ...dictionaryBuildingTexts[lang] },
    school: schoolTexts[lang],
    label: labelTexts[lang],
    zone: zoneTexts[lang],
    house: { ...houseTexts[lang], ...houseListTexts[lang], ...houseFormTexts[lang], ...houseDetailTexts[lang] },
    houseCompare: houseCompareTexts[lang],
    houseKey: houseKeyTexts[lang],
    approval: approvalTexts[lang],
    houseOwner: houseOwnerTexts[lang],
    houseOffline: houseOfflineTexts[lang],
    houseRole: houseRoleTexts[lang],
    houseSearch: houseSearchTexts[lang],
    houseLog: houseLogTexts[lang],
    housePicture: housePictureTexts[lang],
    followup: { ...followupTexts[lang], ...followupTimelineTexts[lang] },
    customer: { ...customerTexts[lang], ...customerDetailTexts[lang] },
    customerLook: customerLookTexts[lang],
    deal: { ...dealTexts[lang], ...dealFormTexts[lang], ...dealLedgerTexts[lang] },
    statistics: statisticsTexts[lang],
    assess: assessTexts[lang],
    newhouse: newhouseTexts[lang],
    entrust: entrustTexts[lang],
    phoneCall: phoneCallTexts[lang],
    portal: portalTexts[lang],
    vr: vrTexts[lang],
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
