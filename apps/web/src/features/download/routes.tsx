import { DownloadOutlined } from '@ant-design/icons';
import { DOWNLOAD_CENTER_PATH } from '../../lib/paths';
import type { ConsoleRoute } from '../../lib/route-table';

/** The download centre: the files that imports, exports and reports made. */
export const downloadRoutes: ConsoleRoute[] = [
  {
    path: DOWNLOAD_CENTER_PATH,
    titleKey: 'download:title',
    icon: <DownloadOutlined />,
    menu: true,
    load: () => import('./pages/download-center-page'),
  },
];
