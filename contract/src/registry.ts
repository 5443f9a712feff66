import type { Endpoint } from './endpoint.js';
import * as account from './account.js';
import * as security from './security.js';
import * as access from './access.js';
import * as message from './message.js';
import * as target from './target.js';
import * as org from './org.js';
import * as member from './member.js';
import * as setting from './setting.js';
import * as log from './log.js';
import * as dictionary from './dictionary.js';
import * as item from './item.js';
import * as school from './school.js';
import * as label from './label.js';
import * as zone from './zone.js';
import * as house from './house.js';
import * as followup from './followup.js';
import * as houseOwner from './house-owner.js';
import * as houseKey from './house-key.js';
import * as houseRole from './house-role.js';
import * as houseSearch from './house-search.js';
import * as houseLog from './house-log.js';
import * as houseOffline from './house-offline.js';
import * as housePicture from './house-picture.js';
import * as customer from './customer.js';
import * as customerAppoint from './customer-appoint.js';
import * as customerLook from './customer-look.js';
import * as deal from './deal.js';
import * as dealStep from './deal-step.js';
import * as dealPicture from './deal-picture.js';
import * as dealMoney from './deal-money.js';
import * as pay from './pay.js';
import * as article from './article.js';
import * as approval from './approval.js';
import * as statistics from './statistics.js';
import * as assess from './assess.js';
import * as newhouse from './newhouse.js';
import * as newhouseReport from './newhouse-report.js';
import * as entrust from './entrust.js';
import * as phoneCall from './phone-call.js';
import * as portal from './portal.js';
import * as storage from './storage.js';
import * as vr from './vr.js';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'access' in value && 'method' in value && 'path' in value,
  );
}

// The one table of endpoints: the server registers exactly these, OpenAPI and the tests derive from it.
export const ENDPOINTS: readonly Endpoint[] = [account, security, access, message, target, org, member, setting, log, dictionary, item, school, label, zone, house, followup, houseOwner, houseKey, houseSearch, houseLog, houseRole, houseOffline, housePicture, approval, customer, customerAppoint, customerLook, article, deal, dealStep, dealPicture, dealMoney, pay, statistics, assess, newhouse, newhouseReport, entrust, phoneCall, portal, vr, storage].flatMap(endpointsOf);
