import { useEffect } from 'react';
import { message } from 'antd';
import { setMessageApi } from '../api/bridge';

// Hands antd's context-aware message API (themed, localised) to the API client. Loaded with the first
// message or the signed-in area (app/providers.tsx), so the login page does not download it.
export function MessageBridge() {
  const [messageApi, contextHolder] = message.useMessage();
  useEffect(() => {
    setMessageApi(messageApi);
    return () => setMessageApi(null);
  }, [messageApi]);
  return contextHolder;
}
