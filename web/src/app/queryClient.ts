import { QueryClient } from '@tanstack/react-query';
import { getToken } from '../lib/storage';
import { onSignOut } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already told the person what failed; retrying would repeat the message.
      retry: false,
      refetchOnWindowFocus: false,
      // Nothing asks the server without a session: after sign-out, pages still on screen for a moment
      // must not refetch (it would fail and show a stray "please log in").
      enabled: () => getToken() !== null,
    },
    mutations: { retry: false },
  },
});

// Nothing cached may leak from one person to the next.
onSignOut(() => queryClient.clear());
