/** Addresses of the customer-service editors: the operator's under /platform, an institution's under /service. */
export const SERVICE_PATH = '/service';
export const QUICK_MESSAGES_PATH = '/service/quick-message';
export const SMART_QA_PATH = '/service/smart-qa';
export const PLATFORM_QUICK_MESSAGES_PATH = '/platform/quick-message';
export const PLATFORM_SMART_QA_PATH = '/platform/smart-qa';
export const SERVICE_CONTACT_PATH = '/platform/service-contact';
