import type { Text } from '@brokerage/contract';

// The new-house screens' paths and the detail's tab title, apart from the pages so the page registry (app/pages.ts)
// names them without adding the feature's texts to the dashboard's download.
export const DISTRIBUTION_PATH = '/newhouse/distribution';
export const FILING_RECORDS_PATH = '/newhouse/filingrecords';
export const REPORT_MANAGEMENT_PATH = '/newhouse/reportmanagement';
// A project's detail (spec §2: /newhouses/newhousedetails/{id}, a route of its own outside the menu): a tab a project.
export const NEWHOUSE_DETAIL_PATH = '/newhouses/newhousedetails/:id';
export const NEWHOUSE_DETAIL_TITLE: Text = { en: 'New-house project', zh: '新房详情', es: 'Proyecto de obra nueva', ja: '新築物件詳細' };

export function newhouseDetailPath(id: number): string {
  return NEWHOUSE_DETAIL_PATH.replace(':id', String(id));
}

export function newhouseIdOf(pathname: string): number | null {
  const id = Number(pathname.split('/').pop());
  return Number.isInteger(id) && id > 0 ? id : null;
}
