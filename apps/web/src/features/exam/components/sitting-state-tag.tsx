import type { RosterState } from '@cloud-exam/contract/sitting/sitting-control';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadableTag } from '../../../components/readable-tag';

/** The colour of each state of a seated candidate (spec §4); the tag always carries the state's name too. */
export const SITTING_STATE_COLOURS: Record<RosterState, string> = {
  notSignedIn: 'default',
  signedIn: 'cyan',
  inExam: 'processing',
  interrupted: 'warning',
  completed: 'success',
  absent: 'default',
  forceSubmitted: 'error',
};

/** A seated candidate's state as a tag with its name (and, when given, what follows it: a count). */
export function SittingStateTag({ state, children }: { state: RosterState; children?: ReactNode }) {
  const { t } = useTranslation('exam');
  return (
    <ReadableTag color={SITTING_STATE_COLOURS[state]}>
      {t(`sittingState.${state}`)}
      {children}
    </ReadableTag>
  );
}
