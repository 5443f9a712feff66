import type { MenuItem } from '../../app/routes';
import { useApprovalTodo } from './queries';

const has = (items: MenuItem[], name: string): boolean => items.some((item) => item.name === name || has(item.children, name));

// The sidebar's counts by menu name: what waits for the caller in each approval category, and their sum on the group.
export function useMenuCounts(menu: MenuItem[]): Record<string, number> {
  const shown = has(menu, 'ApprovalBusiness') || has(menu, 'ApprovalFinance');
  const todo = useApprovalTodo(shown);
  if (!shown || !todo.data) return {};
  return { ApprovalBusiness: todo.data.business, ApprovalFinance: todo.data.finance, Approval: todo.data.business + todo.data.finance };
}
