import { useEffect } from 'react';
import { Button, Flex, Form, Input, theme } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { userLogin } from '@brokerage/contract';
import { api } from '../../api/client';
import { setIsBind, setToken } from '../../lib/storage';
import { safeRedirect } from '../../lib/paths';
import { LanguageSwitch } from './LanguageSwitch';

type LoginForm = { username: string; password: string };

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<LoginForm>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();

  const login = useMutation({
    mutationFn: (values: LoginForm) => api(userLogin, { username: values.username.trim(), password: values.password }),
    onSuccess: ({ token, is_bind }) => {
      // Nothing cached may leak from a previous person into this session.
      queryClient.clear();
      setToken(token);
      setIsBind(is_bind);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    // The API client has already shown the server's message.
  });

  // Validation messages already on screen follow a language switch.
  useEffect(() => {
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0).map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, i18n.language]);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      {/* Plain elements styled with theme tokens: antd's Card and Typography would add tabs, menus and
          tooltips to the login page's download. */}
      <main
        style={{
          width: 400, maxWidth: '100%', padding: 32, boxSizing: 'border-box', background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowTertiary, fontFamily: token.fontFamily,
        }}
      >
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <LanguageSwitch />
        </Flex>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>{t('app.brand')}</h1>
        <p style={{ margin: '4px 0 24px', color: token.colorTextSecondary }}>
          {t('app.platform')} · {t('login.title')}
        </p>
        <Form<LoginForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={login.isPending}
          onFinish={(values) => login.mutate(values)}
        >
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input data-testid="login-username" autoComplete="username" autoFocus placeholder={t('login.username')} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password data-testid="login-password" autoComplete="current-password" placeholder={t('login.password')} />
          </Form.Item>
          <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </main>
    </Flex>
  );
}
