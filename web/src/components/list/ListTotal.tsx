import { Typography } from 'antd';
import { reachedCap } from './pager';
import type { ListSource } from './types';

// A list's total beside its filters or title, in the list's own words; shown only once the list call has answered, so
// a list still loading (or one whose call failed) never reads "0 houses".
export function ListTotal(props: { source: Pick<ListSource<unknown>, 'data'>; text: (total: number, capped: boolean) => string; testId: string }) {
  const page = props.source.data?.page;
  if (!page) return null;
  return <Typography.Text type="secondary" data-testid={props.testId}>{props.text(page.total, reachedCap(page.total, page.total_cap))}</Typography.Text>;
}
