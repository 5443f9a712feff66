import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showError } from '../../api/bridge';
import { safeRedirect } from '../../lib/paths';
import { useUi } from '../../app/ui';
import { LanguageSwitch } from './LanguageSwitch';
import './login.css';

type Field = 'username' | 'password';
type Values = Record<Field, string>;
type Problem = 'login.usernameRequired' | 'login.passwordRequired';

// Username: not empty nor only spaces; password: not empty (as the server's rules).
function problemOf(field: Field, value: string): Problem | null {
  if (field === 'username') return value.trim() ? null : 'login.usernameRequired';
  return value ? null : 'login.passwordRequired';
}

// The login page is the first download of everyone, so it is built from plain elements styled with antd's
// theme tokens (login.css): antd's Form, Input and Button would add some 60 KB of gzipped JavaScript
// (docs/performance.md, "Front end"). Problems are kept as text keys, so they follow a language switch.
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = theme.useToken();
  const size = useUi((s) => s.size);
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [reveal, setReveal] = useState(false);
  const [pending, setPending] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: problemOf(field, value) ?? undefined }));
  };

  // The sign-in code (API client, contract, query cache) loads on submit, keeping this page's download small.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { username: problemOf('username', values.username) ?? undefined, password: problemOf('password', values.password) ?? undefined };
    setProblems(found);
    if (found.username || found.password || pending) return;
    setPending(true);
    try {
      const { signIn } = await import('./signIn').catch((error: unknown) => {
        showError(t('errors.generic'), 5);
        throw error;
      });
      await signIn(values.username.trim(), values.password);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setPending(false);
    }
  };

  const height = { large: token.controlHeightLG, middle: token.controlHeight, small: token.controlHeightSM }[size];
  const fontSize = size === 'large' ? token.fontSizeLG : token.fontSize;
  const vars = {
    '--login-primary': token.colorPrimary,
    '--login-primary-hover': token.colorPrimaryHover,
    '--login-primary-active': token.colorPrimaryActive,
    '--login-outline': token.controlOutline,
    '--login-error': token.colorError,
    '--login-error-outline': token.colorErrorOutline,
    '--login-border': token.colorBorder,
    '--login-text': token.colorText,
    '--login-text-secondary': token.colorTextSecondary,
    '--login-placeholder': token.colorTextPlaceholder,
    '--login-bg': token.colorBgContainer,
    '--login-disabled-bg': token.colorBgContainerDisabled,
    '--login-disabled-text': token.colorTextDisabled,
    '--login-radius': `${token.borderRadius}px`,
    '--login-height': `${height}px`,
    '--login-font-size': `${fontSize}px`,
    '--login-on-primary': token.colorTextLightSolid,
  } as CSSProperties;

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className="login-field" data-invalid={problems[name] ? '' : undefined}>
      <label className="login-label" htmlFor={`login-${name}`}>{label}</label>
      {input}
      <div className="login-problem" id={`login-${name}-problem`} role={problems[name] ? 'alert' : undefined}>
        {problems[name] ? t(problems[name]) : null}
      </div>
    </div>
  );

  return (
    <div className="login-page" style={vars}>
      <main
        className="login-card"
        style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowTertiary, fontFamily: token.fontFamily }}
      >
        <div className="login-languages">
          <LanguageSwitch />
        </div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>{t('app.brand')}</h1>
        <p style={{ margin: '4px 0 24px', color: token.colorTextSecondary }}>
          {t('app.platform')} · {t('login.title')}
        </p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          {field('username', t('login.username'), (
            <input
              id="login-username"
              className="login-input"
              data-testid="login-username"
              autoComplete="username"
              autoFocus
              placeholder={t('login.username')}
              value={values.username}
              disabled={pending}
              aria-invalid={Boolean(problems.username)}
              aria-describedby="login-username-problem"
              onChange={(event) => change('username', event.target.value)}
            />
          ))}
          {field('password', t('login.password'), (
            <span className="login-input login-affix" data-disabled={pending ? '' : undefined}>
              <input
                id="login-password"
                type={reveal ? 'text' : 'password'}
                data-testid="login-password"
                autoComplete="current-password"
                placeholder={t('login.password')}
                value={values.password}
                disabled={pending}
                aria-invalid={Boolean(problems.password)}
                aria-describedby="login-password-problem"
                onChange={(event) => change('password', event.target.value)}
              />
              <button type="button" className="login-reveal" tabIndex={-1} disabled={pending} onClick={() => setReveal((shown) => !shown)}>
                {reveal ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              </button>
            </span>
          ))}
          <button type="submit" className="login-submit" data-testid="login-submit" disabled={pending} aria-busy={pending}>
            {pending ? <LoadingOutlined /> : null}
            <span>{t('login.submit')}</span>
          </button>
        </form>
      </main>
    </div>
  );
}
