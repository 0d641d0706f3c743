import {
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  FileTextOutlined,
  LinkOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ApplicationIcon } from '@cloud-exam/contract/workstage/workstage';
import type { ReactNode } from 'react';

/** The glyph of each icon an application may name. */
export const APPLICATION_ICON: Record<ApplicationIcon, ReactNode> = {
  appstore: <AppstoreOutlined />,
  schedule: <ScheduleOutlined />,
  setting: <SettingOutlined />,
  book: <BookOutlined />,
  team: <TeamOutlined />,
  file: <FileTextOutlined />,
  'bar-chart': <BarChartOutlined />,
  link: <LinkOutlined />,
};
