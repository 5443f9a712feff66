import { userLogin } from '@brokerage/contract';
import { api } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { setIsBind, setToken } from '../../lib/storage';

// Signs in and starts the session. Loaded by the login page on submit: the API client (its HTTP library,
// the contract's schemas) and the query cache are the signed-in area's, not the login page's download.
export async function signIn(username: string, password: string): Promise<void> {
  const { token, is_bind } = await api(userLogin, { username, password });
  // Nothing cached may leak from a previous person into this session.
  queryClient.clear();
  setToken(token);
  setIsBind(is_bind);
}
