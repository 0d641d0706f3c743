import { type Language, negotiateLanguage } from '@cloud-exam/contract/languages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who is calling: the user, the institution the session acts in (office id), and its authorities there. `roleId`
 * is the role it acts as after a role switch (spec §4), null for all the member's roles.
 */
export type Session = {
  tokenHash: string;
  userId: string;
  username: string;
  officeId: string;
  roleId: string | null;
  authorities: string[];
};

/** Who the member is in the session's institution: read with the session in one lookup and cached with it. */
export type Member = {
  name: string;
  profilePhoto: string | null;
  officeName: string;
  routeFlag: string | null;
  /** The institution's IANA time zone. */
  timeZone: string;
  /** Every role the member holds there, oldest first. */
  roles: { roleid: string; name: string }[];
};

/** The session of a signed-in request, with its member. */
export type SignedIn = Session & { member: Member };

/**
 * A candidate signed in with the exam client: their sitting of one session, in the exam's institution, and the Safe
 * Exam Browser Config Keys the exam requires of every call (none: any browser).
 */
export type CandidateSession = {
  sittingId: string;
  officeId: string;
  examId: string;
  sessionId: string;
  examCandidateId: string;
  /** The Config Keys its exam requires of Safe Exam Browser; undefined when it does not require it. */
  safeExamBrowserKeys: readonly string[] | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of messages for this request, from Accept-Language (zh by default). */
    lang: Language;
    /** Set by the authentication hook on every route of members. */
    session: SignedIn | null;
    /** Set by the authentication hook on every route of the exam client. */
    candidate: CandidateSession | null;
  }
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('session', null);
  app.decorateRequest('candidate', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = negotiateLanguage(request.headers['accept-language']);
    done();
  });
});
