import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { queryClient } from '../../app/queryClient';
import { getToken, setToken } from '../../lib/storage';
import { HOME_PATH, LOGIN_PATH } from '../../lib/paths';
import { signOut } from './signOut';

// Sign-in handed over from elsewhere (single sign-on link): `?token=` becomes this browser's session. A link must not
// silently swap a signed-in person for someone else, so with another session present the person is asked first.
export function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [switching, setSwitching] = useState(false);
  const current = getToken();
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  if (!current || current === token) {
    if (!current) {
      // Nothing cached may leak from a previous person into this session.
      queryClient.clear();
      setToken(token);
    }
    return <Navigate to={HOME_PATH} replace />;
  }

  const confirm = async () => {
    setSwitching(true);
    // The current session ends on the server and here before the link's one starts.
    await signOut({ redirect: null });
    queryClient.clear();
    setToken(token);
    void navigate(HOME_PATH, { replace: true });
  };

  return (
    <Modal
      open
      title={t('account.switchSession.title')}
      okText={t('account.switchSession.confirm')}
      cancelText={t('account.switchSession.cancel')}
      okButtonProps={{ danger: true, loading: switching, 'data-testid': 'switch-session-confirm' }}
      cancelButtonProps={{ disabled: switching, 'data-testid': 'switch-session-cancel' }}
      closable={false}
      maskClosable={false}
      keyboard={false}
      onOk={() => void confirm()}
      onCancel={() => void navigate(HOME_PATH, { replace: true })}
    >
      <div data-testid="switch-session">{t('account.switchSession.content')}</div>
    </Modal>
  );
}
