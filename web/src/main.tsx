import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { errorLogWanted, installErrorReporter } from './app/error-report';
import './app/global.css';

// Spec §9's error log: a production build reports its uncaught errors from the first moment, login page included.
if (import.meta.env.PROD && errorLogWanted(import.meta.env.MODE)) installErrorReporter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Languages (and the antd locale of the current one) are ready before the first paint; should that
// fail, the app still starts rather than leaving a blank page.
void initI18n().catch((error: unknown) => console.error(error)).then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});
