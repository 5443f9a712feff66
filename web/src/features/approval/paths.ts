// The flow editor (spec §2: /approvals/release/{id}, a route of its own outside the menu).
export const FLOW_EDITOR_PATH = '/approvals/release/:id';
export const APPROVAL_SET_PATH = '/approval/set';

export function flowEditorPath(id: number): string {
  return FLOW_EDITOR_PATH.replace(':id', String(id));
}

export function flowIdOf(pathname: string): number {
  const id = Number(pathname.split('/').pop());
  return Number.isInteger(id) && id > 0 ? id : 0;
}
