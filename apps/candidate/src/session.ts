/**
 * The candidate's token for an exam, kept on this computer so that a reload or a crashed browser resumes the sitting
 * (a sign-in on another computer replaces it: the server then says so).
 */
const key = (examId: string) => `cloud-exam-candidate:token:${examId}`;
export const tokenOf = (examId: string) => localStorage.getItem(key(examId));
export const keepToken = (examId: string, token: string) => localStorage.setItem(key(examId), token);
export const forgetToken = (examId: string) => localStorage.removeItem(key(examId));

/** The exam the address names: `?exam=<id>`. */
export const examIdOfAddress = () => new URLSearchParams(location.search).get('exam') ?? '';
