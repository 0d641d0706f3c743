import type { Skin } from '@cloud-exam/contract/account';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/request';

/** The signed-in user's theme colours and layout (GET/PUT /gl/ua/ogt/gl/skin). */
export const skinQuery = queryOptions({
  queryKey: ['account', 'skin'],
  queryFn: () => request<Skin>('/gl/ua/ogt/gl/skin', { silent: true, loading: false }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const saveSkin = (changes: Skin) => request<Skin>('/gl/ua/ogt/gl/skin', { method: 'PUT', data: changes });

/** antd's component size for the skin's size; medium is the default (spec §2). */
export const componentSizeOf = (size: Skin['size']) => (size === 'small' ? 'small' : size === 'large' ? 'large' : 'middle');
