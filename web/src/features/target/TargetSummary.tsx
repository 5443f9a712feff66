import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TargetItem } from '@brokerage/contract';
import { formatWan } from '../../lib/format';
import { TARGET_KINDS, countField, moneyField } from './queries';

// A month's targets against actuals (the server's: the deals the person shares and their 应收业绩; for new houses the
// reports that reached 成交 and the commissions settled). Three rows and five columns, shown on the dashboard: a plain table drawn like
// antd's small table, whose code (sorting, filters, pagination, selection) the dashboard would otherwise
// download for this alone (docs/performance.md, "Front end").
export function TargetSummary({ target }: { target: TargetItem }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px`, textAlign: 'start', borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
  };
  const head: CSSProperties = { ...cell, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, background: token.colorFillAlter };
  const columns = [
    t('dashboard.kind'), t('dashboard.countTarget'), t('dashboard.countActual'), t('dashboard.moneyTarget'), t('dashboard.moneyActual'),
  ];
  // On a phone the five columns may be wider than the screen: the table scrolls within its own box, never the page.
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        data-testid="target-summary"
        style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, color: token.colorText, background: token.colorBgContainer }}
      >
        <thead>
          <tr>
            {columns.map((title) => <th key={title} scope="col" style={head}>{title}</th>)}
          </tr>
        </thead>
        <tbody>
          {TARGET_KINDS.map((kind) => (
            <tr key={kind}>
              <td style={cell}>{t(`target.kinds.${kind}`)}</td>
              <td style={cell}>{target[countField(kind)]}</td>
              <td style={cell}>{target[`actual_number_${kind}`]}</td>
              <td style={cell}>{formatWan(target[moneyField(kind)])}</td>
              <td style={cell}>{formatWan(target[`actual_money_${kind}`])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
