import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle, Dialect } from './database.js';
import * as foundation from './migrations/001-foundation.js';
import * as messages from './migrations/002-messages.js';
import * as staffRecords from './migrations/003-staff-records.js';
import * as staffGrowth from './migrations/004-staff-growth.js';
import * as settings from './migrations/005-settings.js';
import * as dictionary from './migrations/006-dictionary.js';
import * as dictionaryExtras from './migrations/007-dictionary-extras.js';
import * as houses from './migrations/008-houses.js';
import * as exportAllowance from './migrations/009-export-allowance.js';
import * as houseOwnersKeys from './migrations/010-house-owners-keys.js';
import * as housePictures from './migrations/011-house-pictures.js';
import * as houseRoles from './migrations/012-house-roles.js';
import * as houseOffline from './migrations/013-house-offline.js';
import * as houseSearchTags from './migrations/014-house-search-tags.js';
import * as houseViews from './migrations/015-house-views.js';
import * as performanceIndexes from './migrations/016-performance.js';
import * as releaseDue from './migrations/017-release-due.js';
import * as regionArea from './migrations/018-region-area.js';
import * as operationLogTarget from './migrations/019-operation-log-target.js';
import * as behaviourAction from './migrations/020-behaviour-action.js';
import * as houseVacuum from './migrations/021-house-vacuum.js';
import * as houseLabelBits from './migrations/022-house-label-bits.js';
import * as houseDistrict from './migrations/023-house-district.js';
import * as labelBitSlots from './migrations/024-label-bit-slots.js';
import * as regionLatinNames from './migrations/025-region-latin-names.js';
import * as houseFollowup from './migrations/026-house-followup.js';
import * as houseRangeStatus from './migrations/027-house-range-status.js';
import * as houseKeys from './migrations/028-house-keys.js';
import * as houseFollowupOrder from './migrations/029-house-followup-order.js';
import * as houseNoPictures from './migrations/030-house-no-pictures.js';
import * as houseSortFollowup from './migrations/031-house-sort-followup.js';
import * as followupFilters from './migrations/032-followup-filters.js';
import * as followupTypedWriter from './migrations/033-followup-typed-writer.js';
import * as followupCustomerPartial from './migrations/034-followup-customer-partial.js';
import * as houseStatusUntilPartial from './migrations/035-house-status-until-partial.js';
import * as houseKeyStoreOrder from './migrations/036-house-key-store-order.js';
import * as houseKeyStoreStatusCovering from './migrations/037-house-key-store-status-covering.js';
import * as houseKeyStatusOrder from './migrations/038-house-key-status-order.js';
import * as houseWalkScopeInIndex from './migrations/039-house-walk-scope-in-index.js';
import * as houseStatusFloor from './migrations/040-house-status-floor.js';
import * as houseStatusFloorCovering from './migrations/041-house-status-floor-covering.js';
import * as operationLogEndpoint from './migrations/042-operation-log-endpoint.js';
import * as followupGrams from './migrations/043-followup-grams.js';
import * as followupGramOptimize from './migrations/044-followup-gram-optimize.js';
import * as followupGramByApp from './migrations/045-followup-gram-by-app.js';
import * as houseBuilding from './migrations/050-house-building.js';
import * as approval from './migrations/060-approval.js';
import * as customers from './migrations/070-customers.js';
import * as pushMessagesArticles from './migrations/080-push-messages-articles.js';
import * as deals from './migrations/090-deals.js';
import * as dealSteps from './migrations/091-deal-steps.js';
import * as dealMoney from './migrations/092-deal-money.js';
import * as noticeMarks from './migrations/081-notice-marks.js';
import * as passwordHistory from './migrations/082-password-history.js';
import * as payOrders from './migrations/094-pay-orders.js';
import * as dealPictures from './migrations/093-deal-pictures.js';
import * as frontendErrors from './migrations/096-frontend-errors.js';
import * as followupDays from './migrations/097-followup-days.js';
import * as newhouse from './migrations/098-newhouse.js';
import * as debugGuardDefault from './migrations/095-debug-guard-default.js';
import * as houseDays from './migrations/099-house-days.js';
import * as assessQuotas from './migrations/101-assess-quotas.js';
import * as entrustBooks from './migrations/100-entrust-books.js';
import * as portalListings from './migrations/102-portal-listings.js';
import * as phoneCalls from './migrations/104-phone-calls.js';
import * as vr from './migrations/103-vr.js';
import * as poolRules from './migrations/105-pool-rules.js';
import * as followupGapDuplicates from './migrations/106-followup-gap-duplicates.js';
import * as dealStepSkip from './migrations/108-deal-step-skip.js';
import * as houseDayEntrust from './migrations/109-house-day-entrust.js';
import * as dealMoneyDirection from './migrations/110-deal-money-direction.js';
import * as splitNewhousePerformance from './migrations/111-split-newhouse-performance.js';
import * as phoneViewFollowup from './migrations/112-phone-view-followup.js';
import * as holderIndexes from './migrations/114-holder-indexes.js';
import * as oldCertificates from './migrations/115-old-certificates.js';
import * as vrOrderClaim from './migrations/117-vr-order-claim.js';
import * as payOrderMoneyKey from './migrations/118-pay-order-money-key.js';
import * as splitRecordShare from './migrations/119-split-record-share.js';
import * as customerPoolUpdated from './migrations/120-customer-pool-updated.js';
import * as followupMonths from './migrations/121-followup-months.js';
import * as customerNamePrefix from './migrations/122-customer-name-prefix.js';

type DialectMigration = { up: (db: Parameters<Migration['up']>[0], dialect: Dialect) => Promise<void> };

// In-code migrations, ordered by name; each one gets the dialect for the few type differences.
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-foundation': foundation,
  '002-messages': messages,
  '003-staff-records': staffRecords,
  '004-staff-growth': staffGrowth,
  '005-settings': settings,
  '006-dictionary': dictionary,
  '007-dictionary-extras': dictionaryExtras,
  '008-houses': houses,
  '009-export-allowance': exportAllowance,
  '010-house-owners-keys': houseOwnersKeys,
  '011-house-pictures': housePictures,
  '012-house-roles': houseRoles,
  '013-house-offline': houseOffline,
  '014-house-search-tags': houseSearchTags,
  '015-house-views': houseViews,
  '016-performance': performanceIndexes,
  '017-release-due': releaseDue,
  '018-region-area': regionArea,
  '019-operation-log-target': operationLogTarget,
  '020-behaviour-action': behaviourAction,
  '021-house-vacuum': houseVacuum,
  '022-house-label-bits': houseLabelBits,
  '023-house-district': houseDistrict,
  '024-label-bit-slots': labelBitSlots,
  '025-region-latin-names': regionLatinNames,
  '026-house-followup': houseFollowup,
  '027-house-range-status': houseRangeStatus,
  '028-house-keys': houseKeys,
  '029-house-followup-order': houseFollowupOrder,
  '030-house-no-pictures': houseNoPictures,
  '031-house-sort-followup': houseSortFollowup,
  '032-followup-filters': followupFilters,
  '033-followup-typed-writer': followupTypedWriter,
  '034-followup-customer-partial': followupCustomerPartial,
  '035-house-status-until-partial': houseStatusUntilPartial,
  '036-house-key-store-order': houseKeyStoreOrder,
  '037-house-key-store-status-covering': houseKeyStoreStatusCovering,
  '038-house-key-status-order': houseKeyStatusOrder,
  '039-house-walk-scope-in-index': houseWalkScopeInIndex,
  '040-house-status-floor': houseStatusFloor,
  '041-house-status-floor-covering': houseStatusFloorCovering,
  '042-operation-log-endpoint': operationLogEndpoint,
  '043-followup-grams': followupGrams,
  '044-followup-gram-optimize': followupGramOptimize,
  '045-followup-gram-by-app': followupGramByApp,
  '050-house-building': houseBuilding,
  '060-approval': approval,
  '070-customers': customers,
  '080-push-messages-articles': pushMessagesArticles,
  '090-deals': deals,
  '091-deal-steps': dealSteps,
  '092-deal-money': dealMoney,
  '081-notice-marks': noticeMarks,
  '082-password-history': passwordHistory,
  '094-pay-orders': payOrders,
  '093-deal-pictures': dealPictures,
  '096-frontend-errors': frontendErrors,
  '097-followup-days': followupDays,
  '098-newhouse': newhouse,
  '095-debug-guard-default': debugGuardDefault,
  '099-house-days': houseDays,
  '101-assess-quotas': assessQuotas,
  '100-entrust-books': entrustBooks,
  '102-portal-listings': portalListings,
  '104-phone-calls': phoneCalls,
  '103-vr': vr,
  '105-pool-rules': poolRules,
  '106-followup-gap-duplicates': followupGapDuplicates,
  '108-deal-step-skip': dealStepSkip,
  '109-house-day-entrust': houseDayEntrust,
  '110-deal-money-direction': dealMoneyDirection,
  '111-split-newhouse-performance': splitNewhousePerformance,
  '112-phone-view-followup': phoneViewFollowup,
  '114-holder-indexes': holderIndexes,
  '115-old-certificates': oldCertificates,
  '117-vr-order-claim': vrOrderClaim,
  '118-pay-order-money-key': payOrderMoneyKey,
  '119-split-record-share': splitRecordShare,
  '120-customer-pool-updated': customerPoolUpdated,
  '121-followup-months': followupMonths,
  '122-customer-name-prefix': customerNamePrefix,
};

class CodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db) => m.up(db, this.dialect) }]),
    );
  }
}

export async function migrateToLatest(handle: DbHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new CodeProvider(handle.dialect),
    // Kysely looks for its own tables across all schemas unless told which one is ours.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
