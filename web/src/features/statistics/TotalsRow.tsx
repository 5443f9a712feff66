import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

// One sum above a statistics table: its key names its test id (`<prefix>-total-<key>`) and the row's data attribute
// (`data-<key>`, the number as the server answered it); undefined while it loads.
export type TotalItem = { key: string; title: string; value: number | undefined; text?: (value: number) => string };

// The sums of every row the filters match (not just the page shown), side by side, wrapping on a phone.
export function TotalsRow({ items, prefix }: { items: TotalItem[]; prefix: string }) {
  const { t } = useTranslation();
  const data = Object.fromEntries(items.map((item) => [`data-${item.key}`, item.value]));
  return (
    <Flex wrap gap={32} role="group" aria-label={t('statistics.totals')} data-testid={`${prefix}-totals`} {...data}>
      {items.map(({ key, title, value, text = String }) => (
        <Statistic key={key} title={title} value={value === undefined ? '—' : text(value)} data-testid={`${prefix}-total-${key}`} />
      ))}
    </Flex>
  );
}
