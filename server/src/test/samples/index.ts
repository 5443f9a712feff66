import type { Endpoint } from '@brokerage/contract';
import { ENDPOINTS } from '@brokerage/contract';
import { samples as account } from './account.js';
import { samples as security } from './security.js';
import { samples as access } from './access.js';
import { samples as message } from './message.js';
import { samples as target } from './target.js';
import { samples as org } from './org.js';
import { samples as member } from './member.js';
import { samples as setting } from './setting.js';
import { samples as log } from './log.js';
import { samples as dictionary } from './dictionary.js';
import { samples as item } from './item.js';
import { samples as school } from './school.js';
import { samples as label } from './label.js';
import { samples as zone } from './zone.js';
import { samples as house } from './house.js';
import { samples as followup } from './followup.js';
import { samples as houseOwner } from './house-owner.js';
import { samples as houseKey } from './house-key.js';
import { samples as houseRole } from './house-role.js';
import { samples as houseSearch } from './house-search.js';
import { samples as houseLog } from './house-log.js';
import { samples as houseOffline } from './house-offline.js';
import { samples as housePicture } from './house-picture.js';
import { samples as customer } from './customer.js';
import { samples as customerAppoint } from './customer-appoint.js';
import { samples as customerLook } from './customer-look.js';
import { samples as deal } from './deal.js';
import { samples as dealStep } from './deal-step.js';
import { samples as dealPicture } from './deal-picture.js';
import { samples as dealMoney } from './deal-money.js';
import { samples as pay } from './pay.js';
import { samples as article } from './article.js';
import { samples as approval } from './approval.js';
import { samples as statistics } from './statistics.js';
import { samples as assess } from './assess.js';
import { samples as newhouse } from './newhouse.js';
import { samples as newhouseReport } from './newhouse-report.js';
import { samples as entrust } from './entrust.js';
import { samples as phoneCall } from './phone-call.js';
import { samples as portal } from './portal.js';
import { samples as vr } from './vr.js';
import { samples as storage } from './storage.js';

// One valid input per endpoint, keyed "METHOD path", one file per business area named as its contract file. The
// authorization matrix and the bad-input tests derive their requests from it, so every endpoint a module adds needs a
// sample in its area's file (a test checks).
const AREAS: readonly Record<string, Record<string, unknown>>[] = [
  account, security, access, message, target, org, member, setting, log, dictionary, item, school, label, zone, house,
  followup, houseOwner, houseKey, houseRole, houseSearch, houseLog, houseOffline, housePicture, customer,
  customerAppoint, customerLook, deal, dealStep, dealPicture, dealMoney, pay, article, approval, statistics, assess,
  newhouse, newhouseReport, entrust, phoneCall, portal, vr, storage,
];

export const SAMPLE_INPUTS: Record<string, Record<string, unknown>> = {};
for (const area of AREAS) {
  for (const [key, sample] of Object.entries(area)) {
    // Spreading the areas would let a second sample for an endpoint silently replace the first.
    if (key in SAMPLE_INPUTS) throw new Error(`two sample inputs for ${key}`);
    SAMPLE_INPUTS[key] = sample;
  }
}

export function keyOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

export function sampleFor(endpoint: Endpoint): Record<string, unknown> {
  const sample = SAMPLE_INPUTS[keyOf(endpoint)];
  if (!sample) throw new Error(`no sample input for ${keyOf(endpoint)}`);
  return sample;
}

export { ENDPOINTS };
