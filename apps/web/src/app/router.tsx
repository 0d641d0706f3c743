import { createBrowserRouter } from 'react-router';
import { BASE_PATH } from '../lib/base-path';
import { appRoutes } from './app-routes';

export const router = createBrowserRouter(appRoutes, { basename: BASE_PATH || '/' });
