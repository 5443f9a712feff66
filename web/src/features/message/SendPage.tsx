import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PushComposer } from './PushComposer';
import { SentHistory } from './SentHistory';

// /sendNews/send: pushes a system message, a notice or an announcement to people, stores, departments, roles or
// everyone (within the pusher's scope, the reach counted as the audience is chosen), and lists what was pushed
// with read counts. Readers' open pages receive it at once (GET message/live).
export function SendPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="push-page">
      <Card title={t('message.push.compose')}><PushComposer /></Card>
      <Card title={t('message.push.history')}><SentHistory /></Card>
    </Flex>
  );
}
