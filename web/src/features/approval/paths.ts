import type { Text } from '@brokerage/contract';

// The flow editor (spec §2: /approvals/release/{id}, a route of its own outside the menu); its tab's title lives here,
// apart from the approval texts, so the page registry (app/pages.ts) names it without adding them to the dashboard.
export const FLOW_EDITOR_PATH = '/approvals/release/:id';
export const FLOW_EDITOR_TITLE: Text = { en: 'Approval flow', zh: '审批流程设置', es: 'Flujo de aprobación', ja: '承認フロー' };
export const APPROVAL_SET_PATH = '/approval/set';

export function flowEditorPath(id: number): string {
  return FLOW_EDITOR_PATH.replace(':id', String(id));
}

export function flowIdOf(pathname: string): number {
  const id = Number(pathname.split('/').pop());
  return Number.isInteger(id) && id > 0 ? id : 0;
}
