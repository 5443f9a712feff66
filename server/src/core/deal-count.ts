import { sql, type RawBuilder } from 'kysely';

// The deals (成交套数) among performance rows: a deal counts where its 应收业绩 is credited and once less where a
// termination takes it back, as its money does, so a month already reported keeps its count.
export function dealsCounted(receivable: string, dealId: string): RawBuilder<number> {
  const [money, deal] = [sql.ref(receivable), sql.ref(dealId)];
  return sql<number>`(count(distinct case when ${money} > 0 then ${deal} end) - count(distinct case when ${money} < 0 then ${deal} end))`;
}
