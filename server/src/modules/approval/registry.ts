import type { z } from 'zod';
import { APPROVAL_ITEMS, LANGS, format, type ApprovalItemCode, type ChangeLine, type Lang, type Text } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';

// Registering an item type (how a module makes one of its actions wait for approval):
// 1. declare the code in contract/src/approval.ts APPROVAL_ITEMS (category, record kind, names in four languages);
// 2. define its behaviour once with defineApprovalItem() in a file of the owning module, next to the write the action
//    does (house/house-status.approval.ts, house-key/key-cancel.approval.ts), and import that definition from the
//    service that submits it, so the registry holds it wherever the module is loaded;
// 3. in the action's own transaction, after its checks, call submitApproval(trx, ctx, item, request) (submit.ts):
//    null means no enabled flow covers the caller's store, so the action applies its change itself, now, through the
//    same write the item's `apply` uses; a number is the approval now pending (the record shows it, PendingApproval)
//    and nothing else is written. Wrap the transaction in guardOpenApproval() so two requests for one record at the
//    same moment end in 409004 rather than a unique-index error.
// The engine calls `apply` when the flow ends approved, in one transaction, only if `currentVersion` still equals the
// version the request was made at and `recheck` finds nothing that stopped holding; otherwise the approval ends 未通过.
// An item whose record shows the outcome itself (a deal's 审核不通过) also defines `reject`, which the engine calls in the
// same transaction whenever the approval ends without its change: 未通过 (an approver, the overdue rule, the record
// changed or a rule stopped holding) or 已撤回.

// What the engine hands an item's `recheck` and `apply`: the record, the change as the module stored it, and who asked.
export type ApprovalEffect<P> = {
  approvalId: number;
  recordId: number;
  recordVersion: number;
  payload: P;
  applicantId: number;
  applicantStoreId: number | null;
  now: number;
};

// An approval that ended without its change: how, and why in words (a person's own text, or the same reason in every
// language when the engine gave it).
export type ApprovalEnding = {
  approvalId: number;
  recordId: number;
  recordVersion: number;
  status: 'rejected' | 'withdrawn';
  reason: { text: string; i18n: Text | null };
  now: number;
};

export type ApprovalItemDef<P> = {
  code: ApprovalItemCode;
  // Parses the stored payload, which the module itself wrote at submission.
  payload: z.ZodType<P>;
  // The record's current version (a number that moves on every change of it); null when it no longer exists.
  currentVersion: (db: Db, recordId: number) => Promise<number | null>;
  // A rule of the change that may have stopped holding since the request (reads only), in words; null when it holds.
  recheck?: (db: Db, effect: ApprovalEffect<P>) => Promise<Text | null>;
  // Writes the change, exactly what the module's action writes when no approval is needed.
  apply: (db: Db, effect: ApprovalEffect<P>) => Promise<void>;
  // The record learns that its approval ended 未通过 or was withdrawn (writes only its own record).
  reject?: (db: Db, ending: ApprovalEnding) => Promise<void>;
  // The change in words, before → after, in the reader's language.
  describe: (payload: P, lang: Lang) => ChangeLine[];
};

// Who submits or operates, and when: a request's Ctx, or the demo seed acting for its people.
export type Operator = { lang: Lang; now: number; caller: { staffId: number; storeId: number | null; companyId: number; name: string } };

const items = new Map<ApprovalItemCode, ApprovalItemDef<unknown>>();

export function defineApprovalItem<P>(def: ApprovalItemDef<P>): ApprovalItemDef<P> {
  const known = items.get(def.code);
  if (known && known !== def) throw new Error(`approval item ${def.code} is defined twice`);
  items.set(def.code, def as ApprovalItemDef<unknown>);
  return def;
}

export function approvalItem(code: string): ApprovalItemDef<unknown> | undefined {
  return items.get(code as ApprovalItemCode);
}

export function isReady(code: ApprovalItemCode): boolean {
  return items.has(code);
}

export function categoryOf(code: ApprovalItemCode) {
  return APPROVAL_ITEMS[code].category;
}

// A Text with its {placeholders} filled in every language (a stored reason read later in the reader's language).
export function textWith(template: Text, params: Record<string, string | number>): Text {
  return Object.fromEntries(LANGS.map((lang) => [lang, format(template[lang], params)])) as Text;
}
