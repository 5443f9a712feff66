import type { PlainRoutes, RouteDef } from '../core/route.js';
import type { Job } from '../core/jobs.js';
import { accountRoutes } from './account/account.routes.js';
import { securityRoutes } from './security/security.routes.js';
import { accessRoutes } from './access/access.routes.js';
import { messageRoutes } from './message/message.routes.js';
import { targetRoutes } from './target/target.routes.js';
import { orgRoutes } from './org/org.routes.js';
import { memberRoutes } from './member/member.routes.js';
import { settingRoutes } from './setting/setting.routes.js';
import { logRoutes } from './log/log.routes.js';
import { dictionaryRoutes } from './dictionary/dictionary.routes.js';
import { itemRoutes } from './item/item.routes.js';
import { schoolRoutes } from './school/school.routes.js';
import { labelRoutes } from './label/label.routes.js';
import { zoneRoutes } from './zone/zone.routes.js';
import { houseRoutes } from './house/house.routes.js';
import { followupRoutes } from './followup/followup.routes.js';
import { houseOwnerRoutes } from './house-owner/house-owner.routes.js';
import { houseKeyRoutes } from './house-key/house-key.routes.js';
import { houseRoleRoutes } from './house-role/house-role.routes.js';
import { houseSearchRoutes } from './house-search/house-search.routes.js';
import { houseLogRoutes } from './house-log/house-log.routes.js';
import { houseOfflineRoutes } from './house-offline/house-offline.routes.js';
import { housePictureRoutes } from './house-picture/house-picture.routes.js';
import { customerRoutes } from './customer/customer.routes.js';
import { customerLookRoutes } from './customer-look/customer-look.routes.js';
import { articleRoutes } from './article/article.routes.js';
import { houseJobs } from './house/house.jobs.js';
import { houseKeyJobs } from './house-key/house-key.jobs.js';
import { customerJobs } from './customer/customer.jobs.js';
import { approvalRoutes } from './approval/approval.routes.js';
import { approvalJobs } from './approval/approval.jobs.js';
import { dealRoutes } from './deal/deal.routes.js';
import { dealStepRoutes } from './deal-step/deal-step.routes.js';
import { dealMoneyRoutes } from './deal-money/deal-money.routes.js';
import { dealStepJobs } from './deal-step/deal-step.jobs.js';
import { dealPictureRoutes } from './deal-picture/deal-picture.routes.js';
import { payPlainRoutes, payRoutes } from './pay/pay.routes.js';
import { logJobs } from './log/log.jobs.js';
import { statisticsRoutes } from './statistics/statistics.routes.js';
import { assessRoutes } from './assess/assess.routes.js';
import { newhouseRoutes } from './newhouse/newhouse.routes.js';
import { entrustRoutes } from './entrust/entrust.routes.js';
import { phoneCallPlainRoutes, phoneCallRoutes } from './phone-call/phone-call.routes.js';
import { portalRoutes } from './portal/portal.routes.js';
import { portalPlainRoutes } from './portal/providers.js';
import { portalJobs } from './portal/portal.jobs.js';
import { vrPlainRoutes, vrRoutes } from './vr/vr.routes.js';
import { storagePlainRoutes, storageRoutes } from './storage/storage.routes.js';
import { storageJobs } from './storage/storage.jobs.js';

// Every module's routes; the app refuses a route that is not in the contract.
export const ALL_ROUTES: RouteDef[] = [...accountRoutes, ...securityRoutes, ...accessRoutes, ...messageRoutes, ...targetRoutes, ...orgRoutes, ...memberRoutes,
  ...settingRoutes, ...logRoutes, ...dictionaryRoutes, ...itemRoutes, ...schoolRoutes, ...labelRoutes, ...zoneRoutes,
  ...houseRoutes, ...followupRoutes, ...houseOwnerRoutes, ...houseKeyRoutes, ...houseRoleRoutes, ...houseSearchRoutes, ...houseLogRoutes, ...houseOfflineRoutes,
  ...housePictureRoutes, ...approvalRoutes, ...customerRoutes, ...customerLookRoutes, ...articleRoutes, ...dealRoutes, ...dealStepRoutes, ...dealMoneyRoutes, ...dealPictureRoutes,
  ...payRoutes, ...statisticsRoutes, ...assessRoutes, ...newhouseRoutes, ...entrustRoutes, ...portalRoutes, ...phoneCallRoutes, ...vrRoutes, ...storageRoutes,
];

// The modules' routes outside the API (a payment provider's callback, the sandbox's payment page).
export const ALL_PLAIN_ROUTES: PlainRoutes[] = [payPlainRoutes, portalPlainRoutes, phoneCallPlainRoutes, vrPlainRoutes, storagePlainRoutes];

// Every module's periodic jobs; the server runs them while it is up (createServer with jobs).
export const ALL_JOBS: Job[] = [...houseJobs, ...houseKeyJobs, ...approvalJobs, ...customerJobs, ...dealStepJobs, ...logJobs, ...portalJobs, ...storageJobs];
