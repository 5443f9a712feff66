import type { ReactNode } from 'react';
import { theme } from 'antd';

// A titled box drawn like antd's Card with its tokens. The dashboard is everyone's first page: antd's Card
// brings its tab strip's code along (docs/performance.md, "Front end").
export function Panel({ title, extra, children, testId }: { title?: ReactNode; extra?: ReactNode; children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px solid ${token.colorBorderSecondary}`;
  return (
    <section
      data-testid={testId}
      style={{ background: token.colorBgContainer, border: line, borderRadius: token.borderRadiusLG, color: token.colorText, fontSize: token.fontSize }}
    >
      {title !== undefined && (
        <header
          style={{
            display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginXS, minHeight: 56,
            padding: `0 ${token.paddingLG}px`, borderBottom: line, fontWeight: token.fontWeightStrong, fontSize: token.fontSizeLG,
            color: token.colorTextHeading,
          }}
        >
          <span>{title}</span>
          {extra !== undefined && <span style={{ fontWeight: 'normal', fontSize: token.fontSize }}>{extra}</span>}
        </header>
      )}
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
