import '@cloud-exam/contract/no-eval';
import './app/start-up-address';
import './app/global.css';
import { Spin } from 'antd';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { i18nReady } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<Spin fullscreen />}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </Suspense>
    </StrictMode>,
  ),
);
