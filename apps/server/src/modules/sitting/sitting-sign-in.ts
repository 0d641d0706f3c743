import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { resolveConfig } from '@cloud-exam/contract/exam/exam-config';
import type { Language } from '@cloud-exam/contract/languages';
import { HANDED_IN, SIGN_IN_OPENS_MINUTES, type Sitting, type sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { isMobile, validateRequiredMobile } from '@cloud-exam/contract/validators';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { CandidateSession } from '../../http/request-context';
import { newToken, sha256Hex } from '../../lib/crypto';
import { requiredSebKeys, type SebProof, sebRefusal } from './safe-exam-browser';
import type { SittingDeps } from './sitting.deps';
import { examForEntry, sittingOfToken, sittingRepo } from './sitting.repo';
import { refuseHandedIn, rulesOf, type View } from './sitting-view';

type Input = Inputs<typeof sittingApi>;
/** Where a sign-in came from, as the candidate's record keeps it, and what it shows of Safe Exam Browser. */
export type Arrival = { ip: string; userAgent: string; seb: SebProof };
/** How the sitting service reads a sitting for its candidate. */
type Views = { viewOf: (scope: Scope, id: string) => Promise<View>; viewed: (scope: Scope, v: View) => Promise<Sitting> };

const MINUTE = 60_000;
const normalised = (idNumber: string | undefined) => (idNumber ?? '').trim().toUpperCase();

/**
 * The exam client's way in: the sign-in page's view of an exam, the sign-in code texted to a mobile number, the
 * sign-in by the methods the exam allows (with the spec's refusals and the attempts' limits), and the token it gives,
 * resolved on every later call.
 */
export function createSittingSignIn(
  { db, now, guard, captcha, sessionChanged }: Pick<SittingDeps, 'db' | 'now' | 'guard' | 'captcha' | 'sessionChanged'>,
  { viewOf, viewed }: Views,
) {
  /**
   * A published exam that allows this sign-in method (41300605, 41300609), asked for from the browser it requires
   * (Safe Exam Browser: 41300638, 41300639), with its configuration.
   */
  async function examFor(examId: string, method: Input['login']['method'], seb: SebProof) {
    const exam = await examForEntry(db, examId);
    if (!exam) throw new AppError(ErrorCodes.notFound);
    if (!exam.published) throw new AppError(ErrorCodes.examNotPublished);
    const config = resolveConfig(exam.config);
    const methods = Array.isArray(config.loginMethods) ? (config.loginMethods as string[]) : [];
    if (!methods.includes(method)) throw new AppError(ErrorCodes.loginMethodNotAllowed);
    const refusal = sebRefusal(requiredSebKeys(exam.config), seb);
    if (refusal) throw new AppError(refusal);
    return exam;
  }

  return {
    /** The sign-in page's view of a published exam; when it requires Safe Exam Browser, whether this browser passes. */
    async entry({ examId }: Input['entry'], browser: { lang: Language; seb: SebProof }) {
      const exam = await examForEntry(db, examId);
      if (!exam) throw new AppError(ErrorCodes.notFound);
      if (!exam.published) throw new AppError(ErrorCodes.examNotPublished);
      const methods = resolveConfig(exam.config).loginMethods;
      const keys = requiredSebKeys(exam.config);
      const refusal = sebRefusal(keys, browser.seb);
      return {
        examId: exam.id,
        examName: exam.name,
        beginDate: exam.beginAt.toISOString(),
        endDate: exam.endAt.toISOString(),
        loginMethods: (Array.isArray(methods) ? methods : []) as ('admissionNumber' | 'idNumber' | 'mobile')[],
        safeExamBrowser: keys !== undefined,
        refusal: refusal ? { code: refusal, msg: errorMessage(refusal, browser.lang) } : null,
      };
    },

    /**
     * Texts a sign-in code to one of the exam's candidates by their account's mobile number, through the console's
     * verification codes (purpose `candidate`: the same limits, 12111303–12111305, and messages). A number that is no
     * candidate's answers 41300604, and costs the address a failure of the candidates' sign-in guard, whose limit
     * (past it, 41300631) bounds how many numbers one address can try.
     */
    async sendCode(input: Input['sendCode'], arrival: { ip: string; lang: Language; seb: SebProof }) {
      const exam = await examFor(input.examId, 'mobile', arrival.seb);
      const invalid = validateRequiredMobile(input.mobile);
      if (invalid) throw new AppError(invalid.code);
      await guard.address(arrival.ip);
      const candidate = await sittingRepo(db, { officeId: exam.officeId }).candidateByMobile(exam.id, input.mobile);
      if (!candidate) {
        await guard.failed(arrival.ip);
        throw new AppError(ErrorCodes.mobileNotFound);
      }
      const sent = await captcha.send({
        content: input.mobile,
        purpose: 'candidate',
        lang: arrival.lang,
        ip: arrival.ip,
        officeId: exam.officeId,
      });
      return { resendAfter: sent.resendAfter, expiresIn: sent.expiresIn };
    },

    /**
     * Signs a candidate in to the sitting of their current or next session. No password is hashed (the 09:00 spike):
     * the token is random and kept as its SHA-256; a new sign-in replaces the token of the one before.
     */
    async login(input: Input['login'], arrival: Arrival) {
      const exam = await examFor(input.examId, input.method, arrival.seb);
      const scope = { officeId: exam.officeId };
      const repo = sittingRepo(db, scope);
      // Attempts counted per candidate of the exam (by what was typed), failures per address.
      const typed = { admissionNumber: input.admissionNumber, idNumber: normalised(input.idNumber), mobile: input.mobile }[input.method];
      const who = `${exam.id}:${typed ?? ''}`;
      await guard.attempt(who, arrival.ip);
      const refused = async (
        code:
          | typeof ErrorCodes.admissionTicketWrong
          | typeof ErrorCodes.idNumberNotFound
          | typeof ErrorCodes.mobileNotFound
          | typeof ErrorCodes.captchaWrong,
      ) => {
        await guard.failed(arrival.ip);
        return new AppError(code);
      };
      let candidate;
      // a mobile sign-in's code, checked (one of its tries) but used up only once the sign-in is allowed
      let code: { content: string; purpose: 'candidate'; code: string | undefined } | undefined;
      if (input.method === 'admissionNumber') {
        candidate = input.admissionNumber ? await repo.candidateByAdmission(exam.id, input.admissionNumber) : undefined;
        if (!candidate || normalised(candidate.idNumber) !== normalised(input.idNumber))
          throw await refused(ErrorCodes.admissionTicketWrong);
      } else if (input.method === 'mobile') {
        candidate = input.mobile && isMobile(input.mobile) ? await repo.candidateByMobile(exam.id, input.mobile) : undefined;
        if (!candidate) throw await refused(ErrorCodes.mobileNotFound);
        code = { content: input.mobile!, purpose: 'candidate', code: input.code };
        if (!(await captcha.check(code))) throw await refused(ErrorCodes.captchaWrong);
      } else {
        const found = input.idNumber ? await repo.candidatesByIdNumber(exam.id, normalised(input.idNumber)) : [];
        candidate = found.find((f) => f.name === input.name?.trim());
        if (!candidate) throw await refused(ErrorCodes.idNumberNotFound);
      }
      // The credentials hold: coming back before the session opens is not an attempt against them.
      await guard.succeeded(who);
      const at = now();
      if (exam.beginAt.getTime() - SIGN_IN_OPENS_MINUTES * MINUTE > at) throw new AppError(ErrorCodes.examNotOpen);
      if (exam.endAt.getTime() < at) throw new AppError(ErrorCodes.examEnded);
      const sessions = await repo.seatedSessions(candidate.id);
      if (!sessions.length) throw new AppError(ErrorCodes.notSeated);
      // the current or next session not yet handed in: one handed in early lets the next one's sign-in through
      const ahead = sessions.filter((s) => s.endAt.getTime() > at);
      const session = ahead.find((s) => !s.sittingState || !HANDED_IN.includes(s.sittingState));
      if (!session) {
        if (ahead[0]?.sittingState) refuseHandedIn({ state: ahead[0].sittingState });
        throw new AppError(ErrorCodes.sessionEnded);
      }
      if (session.beginAt.getTime() - SIGN_IN_OPENS_MINUTES * MINUTE > at) throw new AppError(ErrorCodes.sessionNotOpen);
      const sitting = await repo.sittingFor(exam.id, session.id, candidate.id);
      refuseHandedIn(sitting);
      if (!sitting.startedAt) {
        // a refused entry is kept in the seated candidate's record (the anomalies' lateEntry): only on this path
        const refuse = async (error: AppError) => {
          await repo.event(sitting.id, 'entryRefused', { code: error.code, ip: arrival.ip, userAgent: arrival.userAgent.slice(0, 500) });
          sessionChanged(session.id);
          return error;
        };
        if (session.locked) throw await refuse(new AppError(ErrorCodes.sessionLocked));
        const late = rulesOf({ config: exam.config, lateEntryMinutes: session.lateEntryMinutes, earlySubmitMinutes: 0 }).lateEntryMinutes;
        if (at > session.beginAt.getTime() + late * MINUTE) throw await refuse(new AppError(ErrorCodes.lateEntryClosed, { minutes: late }));
      }
      // the code is used up by the sign-in it allowed (false: another request used it first)
      if (code && !(await captcha.consume(code))) throw await refused(ErrorCodes.captchaWrong);
      const token = newToken();
      await repo.update(sitting.id, {
        tokenHash: sha256Hex(token),
        replacedTokenHash: sitting.tokenHash,
        signedInAt: new Date(at),
        lastSeenAt: new Date(at),
      });
      await repo.event(sitting.id, 'signIn', { method: input.method, ip: arrival.ip, userAgent: arrival.userAgent.slice(0, 500) });
      sessionChanged(session.id);
      return { token, sitting: await viewed(scope, await viewOf(scope, sitting.id)) };
    },

    /** The sitting a token names, with the Safe Exam Browser keys its exam requires of every call. */
    async resolve(token: string): Promise<CandidateSession | 'replaced' | undefined> {
      const found = await sittingOfToken(db, sha256Hex(token));
      if (!found || found === 'replaced') return found;
      const { config, ...sitting } = found;
      return { ...sitting, safeExamBrowserKeys: requiredSebKeys(config) };
    },
  };
}
