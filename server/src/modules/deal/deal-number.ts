import type { Db } from '../../core/db/database.js';
import { companyDate } from '../../core/clock.js';
import { DEFAULT_COMPANY_ID } from '../../core/settings.js';

// Contract numbers generated from the company's pattern (company.deal_number_pattern): {yyyyMMdd}, {yyyyMM}, {yyyy},
// {MM} and {dd} are today's date in the company's time zone, {seqN} the next number of N digits among the numbers that
// share what comes before it (CJ{yyyyMMdd}{seq4}: CJ202612060001, CJ202612060002, … restarting every day).

const DEFAULT_PATTERN = 'CJ{yyyyMMdd}{seq4}';

export function fillDate(pattern: string, seconds: number): string {
  const [yyyy = '', MM = '', dd = ''] = companyDate(seconds).split('-');
  return pattern.replaceAll('{yyyyMMdd}', `${yyyy}${MM}${dd}`).replaceAll('{yyyyMM}', `${yyyy}${MM}`).replaceAll('{yyyy}', yyyy)
    .replaceAll('{MM}', MM).replaceAll('{dd}', dd);
}

// The next number in the caller's transaction (its unique index refuses a number taken by a concurrent one). LIKE
// narrows the candidates; the prefix is compared exactly, whatever wildcard characters a pattern holds.
export async function nextContractNo(trx: Db, now: number): Promise<string> {
  const company = await trx.selectFrom('company').select('deal_number_pattern').where('id', '=', DEFAULT_COMPANY_ID).executeTakeFirst();
  const filled = fillDate(company?.deal_number_pattern || DEFAULT_PATTERN, now);
  const seq = /\{seq([1-9])\}/.exec(filled);
  if (!seq) return filled;
  const digits = Number(seq[1]);
  const prefix = filled.slice(0, seq.index);
  const suffix = filled.slice(seq.index + seq[0].length);
  const taken = await trx.selectFrom('deal').select('contract_no')
    .where('contract_no', 'like', `${prefix}%`).execute();
  let last = 0;
  for (const { contract_no: number } of taken) {
    const middle = number.slice(prefix.length, number.length - suffix.length);
    if (number.startsWith(prefix) && number.endsWith(suffix) && middle.length === digits && /^\d+$/.test(middle)) last = Math.max(last, Number(middle));
  }
  return `${prefix}${String(last + 1).padStart(digits, '0')}${suffix}`;
}
