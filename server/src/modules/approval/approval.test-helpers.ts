import type { z } from 'zod';
import { approvalUpdate, itemFlowSet, type ApprovalItemCode, type FlowStepInput } from '@brokerage/contract';
import type { TestApp } from '../../test/harness.js';

// Setting a company-wide flow through approve/update, as the flow editor does (tests of modules whose actions may wait
// for approval turn the demo's flows off when approval is not what they are about).
export async function setCompanyFlow(
  t: TestApp, adminToken: string, item: ApprovalItemCode, enabled: 0 | 1, steps: z.input<typeof FlowStepInput>[] = [],
): Promise<void> {
  const { body } = await t.call(itemFlowSet, { item_type: item }, { token: adminToken });
  const flow = body.data.list.find((f) => f.store_id === null);
  if (!flow) throw new Error(`no company flow of ${item}`);
  const saved = await t.call(approvalUpdate, { action: 'save', id: flow.id, version: flow.version, enabled, steps }, { token: adminToken });
  if (saved.body.code !== '200000') throw new Error(`approve/update ${item}: ${JSON.stringify(saved.body)}`);
}

export async function approvalFlowsOff(t: TestApp, adminToken: string, items: ApprovalItemCode[]): Promise<void> {
  for (const item of items) await setCompanyFlow(t, adminToken, item, 0);
}
