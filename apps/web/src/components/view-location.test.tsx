import { Activity, act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useViewParams, ViewLocation } from './view-location';

function Params({ name }: { name: string }) {
  return <output data-view={name}>{JSON.stringify(useViewParams<'id' | 'enrollId' | 'enrollName'>())}</output>;
}

describe('a page’s own path parameters', () => {
  it('come from each mounted view’s own address, decoded, whichever page is shown', async () => {
    const route = '/examination/importCandidate/:id/:enrollId/:enrollName';
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <MemoryRouter initialEntries={['/examination/importCandidate/B/2/%E4%BA%8C%E7%8F%AD?page=3']}>
          <Activity mode="hidden">
            <ViewLocation value={{ path: '/examination/importCandidate/A/1/%E4%B8%80%E7%8F%AD', route }}>
              <Params name="a" />
            </ViewLocation>
          </Activity>
          <ViewLocation value={{ path: '/examination/importCandidate/B/2/%E4%BA%8C%E7%8F%AD?page=3', route }}>
            <Params name="b" />
          </ViewLocation>
        </MemoryRouter>,
      ),
    );
    const paramsOf = (name: string) => JSON.parse(host.querySelector(`[data-view="${name}"]`)?.textContent ?? 'null') as unknown;
    expect(paramsOf('a')).toEqual({ id: 'A', enrollId: '1', enrollName: '一班' });
    expect(paramsOf('b')).toEqual({ id: 'B', enrollId: '2', enrollName: '二班' });
    await act(async () => root.unmount());
    host.remove();
  });
});
