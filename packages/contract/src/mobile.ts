/**
 * A mobile number's rule (spec §5), in a module of its own so that the exam client checks a number by it without
 * loading the error catalogue that `validators.ts` answers with (`validateRequiredMobile` and the rest use it).
 */
export const MOBILE_PATTERN = /^1[2-9]\d{9}$/;

export const isMobile = (v: string) => MOBILE_PATTERN.test(v);
