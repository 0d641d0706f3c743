import { moduleOf } from '../../http/module';
import { quickMessageRoutes } from './quick-message.routes';
import type { ServiceDeps } from './service.deps';
import { serviceContactRoutes } from './service-contact.routes';
import { serviceDeskRoutes } from './service-desk.routes';
import { smartQaRoutes } from './smart-qa.routes';

/** Customer service: quick messages, smart Q&A, the contact and the widget's calls. */
export type { ServiceDeps } from './service.deps';
export { platformScope } from './platform-scope';
export const serviceModule = moduleOf<ServiceDeps>(quickMessageRoutes, smartQaRoutes, serviceContactRoutes, serviceDeskRoutes);
