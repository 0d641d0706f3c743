import { personalApi, type Skin } from '@cloud-exam/contract/account/personal';
import { queryOptions } from '@tanstack/react-query';
import { call, endpointQuery } from '../api/call';

/** The signed-in user's theme colours and layout (GET/PUT /gl/ua/ogt/gl/skin). */
export const skinQuery = queryOptions({
  ...endpointQuery(personalApi.skin, undefined, { silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const saveSkin = (changes: Skin) => call(personalApi.saveSkin, changes);

/** antd's component size for the skin's size; medium is the default (spec §2). */
export const componentSizeOf = (size: Skin['size']) => (size === 'small' ? 'small' : size === 'large' ? 'large' : 'middle');
