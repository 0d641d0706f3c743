import { MessageOutlined, QrcodeOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../lib/route-table';
import { PLATFORM_QUICK_MESSAGES_PATH, PLATFORM_SMART_QA_PATH, QUICK_MESSAGES_PATH, SERVICE_CONTACT_PATH, SMART_QA_PATH } from './paths';

const quickMessages = {
  titleKey: 'portal:service.quick.title',
  icon: <MessageOutlined />,
  load: () => import('./pages/quick-message-page'),
};
const smartQa = { titleKey: 'portal:service.qa.title', icon: <QuestionCircleOutlined />, load: () => import('./pages/qa-page') };
const operator = { menu: true, group: 'platform', authorities: [Authority.operator] } satisfies Partial<ConsoleRoute>;
const officer = { menu: true, group: 'service', authorities: [Authority.portal] } satisfies Partial<ConsoleRoute>;

/**
 * The customer-service editors: the operator writes the platform's quick messages, Q&A and contact (menu group
 * "platform"); an institution's officers write their own and block the platform's Q&A (menu group "service").
 */
export const serviceRoutes: ConsoleRoute[] = [
  { ...operator, ...quickMessages, path: PLATFORM_QUICK_MESSAGES_PATH },
  { ...operator, ...smartQa, path: PLATFORM_SMART_QA_PATH },
  {
    ...operator,
    path: SERVICE_CONTACT_PATH,
    titleKey: 'platform:service.contact.title',
    icon: <QrcodeOutlined />,
    load: () => import('./pages/service-contact-page'),
  },
  { ...officer, ...quickMessages, path: QUICK_MESSAGES_PATH },
  { ...officer, ...smartQa, path: SMART_QA_PATH },
];
