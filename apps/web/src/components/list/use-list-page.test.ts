import { postApi } from '@cloud-exam/contract/org/post';
import { describe, expect, it } from 'vitest';
import { filterFrom } from './use-list-page';

describe('a list’s filter read from the address', () => {
  it('reads the page and filters through the endpoint’s schema', () => {
    expect(filterFrom(postApi.page, '?name=%E7%9B%91&status=0&current=3&size=20', {})).toEqual({
      name: '监',
      status: 0,
      current: 3,
      size: 20,
    });
  });

  it('drops a parameter the schema refuses and keeps the rest, the page size falling back to the list’s own', () => {
    expect(filterFrom(postApi.page, '?name=%E7%9B%91&status=7&size=100000', { size: 20 })).toEqual({ name: '监', current: 1, size: 20 });
  });

  it('starts from the list’s defaults', () => {
    expect(filterFrom(postApi.page, '', { size: 20 })).toEqual({ current: 1, size: 20 });
  });
});
