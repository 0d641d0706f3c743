import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { PersonalValue } from './personal-value';

const reads: unknown[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      reads.push([e.path, input]);
      return { idNumber: '110101199003071234', mobile: '13812345678', email: null, collected: {} };
    },
  }),
}));

/** A row of a candidate list: the ID number and mobile as the list answered them, masked. */
const Row = () => (
  <div>
    <PersonalValue examCandidateId="c1" kind="idNumber" value="110101********1234" />
    <PersonalValue examCandidateId="c1" kind="mobile" value="138****5678" />
  </div>
);
const at = { route: '/row', path: '/row' };
const eye = (name: string) => host.querySelector(`button[aria-label="${name}"]`) as HTMLButtonElement | null;

describe('a masked personal value', () => {
  it('is revealed in place by its eye button, for the candidate’s every value, asked for only then', async () => {
    await i18nReady;
    await changeLanguage('zh');
    await renderPage(Row, at);
    expect(host.textContent).toContain('110101********1234');
    expect(reads).toEqual([]);
    await act(async () => eye('显示完整证件号码')!.click());
    await settle();
    expect(reads).toEqual([[examCandidateApi.personal.path, { id: 'c1' }]]);
    expect(host.textContent).toContain('110101199003071234');
    expect(host.textContent).toContain('13812345678');
    expect(eye('显示完整证件号码')).toBeNull();
    expect(eye('显示完整手机号')).toBeNull();
  });

  it('has no eye for a member without the authority', async () => {
    await renderPage(Row, { ...at, authorities: ['gl_kw'] });
    expect(host.textContent).toContain('110101********1234');
    expect(eye('显示完整证件号码')).toBeNull();
  });
});
