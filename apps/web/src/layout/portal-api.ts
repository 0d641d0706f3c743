import { brandApi } from '@cloud-exam/contract/account/brand';
import { sessionApi } from '@cloud-exam/contract/account/session';
import { noticeApi } from '@cloud-exam/contract/notice/notice';
import { myInvitationApi } from '@cloud-exam/contract/org/invitation';
import { queryOptions } from '@tanstack/react-query';
import { call, endpointQuery } from '../api/call';

/** The header's logo and platform name for an institution; nulls mean the bundled defaults. */
export const brandQuery = (officeId: string | undefined) =>
  queryOptions({
    ...endpointQuery(brandApi.brand, { officeId, systemCode: 'admin' }, { silent: true }),
    staleTime: 10 * 60_000,
  });

/** The unread notices behind the header's bell, refreshed every minute. */
export const unreadNoticesQuery = queryOptions({
  ...endpointQuery(noticeApi.unreadCount, {}, { silent: true }),
  refetchInterval: 60_000,
});

export const officesQuery = (userId: string) => endpointQuery(sessionApi.offices, { userId }, { loading: true });

export const switchOffice = (switchOrgId: string) => call(sessionApi.switchOffice, { switchOrgId });

/** My open invitations from other institutions (the header's badge and the switcher's list), refreshed every minute. */
export const myInvitationsQuery = queryOptions({
  ...endpointQuery(myInvitationApi.list, undefined, { silent: true }),
  refetchInterval: 60_000,
});

export const acceptInvitation = (id: string) => call(myInvitationApi.accept, { id });
export const declineInvitation = (id: string) => call(myInvitationApi.decline, { id });
