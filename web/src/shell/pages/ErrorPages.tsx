import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INDEX_PATH } from '../../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('shell.notFound.title')}
      subTitle={t('shell.notFound.description')}
      extra={<Button type="primary" onClick={() => void navigate(INDEX_PATH)}>{t('shell.notFound.home')}</Button>}
      data-testid="page-404"
    />
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('shell.unauthorized.title')}
      subTitle={t('shell.unauthorized.description')}
      extra={<Button type="primary" onClick={() => void navigate(INDEX_PATH)}>{t('shell.unauthorized.home')}</Button>}
      data-testid="page-401"
    />
  );
}
