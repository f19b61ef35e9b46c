import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initLocale } from './lib/i18n';
import { router } from './app/router';
import { wireApiClient } from './app/api-wiring';
import { AppProviders } from './app/providers';
import './app/base.css';

wireApiClient(router);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void initLocale().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
