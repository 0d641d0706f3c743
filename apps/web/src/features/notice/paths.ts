/** One message of the message centre (its list is NOTICES_PATH, which the header links to). */
export const NOTICE_DETAIL_PATH = '/notification-core/detail';
export const noticeDetailPath = (id: string) => `${NOTICE_DETAIL_PATH}?id=${id}`;
