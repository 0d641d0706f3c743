import type { personalApi, Skin } from '@cloud-exam/contract/account/personal';
import { authenticated } from '@cloud-exam/contract/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { bare, call, endpointQuery } from '../api/call';

// The theme provider reads the skin on every page, the sign-in page too: the endpoints are named here without the
// contract's schemas, which would bring zod along (their method and path are still checked against the contract's).
const skinApi = {
  skin: bare<typeof personalApi.skin>({ method: 'GET', path: '/gl/ua/ogt/gl/skin', access: authenticated }),
  saveSkin: bare<typeof personalApi.saveSkin>({ method: 'PUT', path: '/gl/ua/ogt/gl/skin', access: authenticated }),
};

/** The signed-in user's theme colours and layout (GET/PUT /gl/ua/ogt/gl/skin). */
export const skinQuery = queryOptions({
  ...endpointQuery(skinApi.skin, undefined, { silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const saveSkin = (changes: Skin) => call(skinApi.saveSkin, changes);

/** antd's component size for the skin's size; medium is the default (spec §2). */
export const componentSizeOf = (size: Skin['size']) => (size === 'small' ? 'small' : size === 'large' ? 'large' : 'middle');
