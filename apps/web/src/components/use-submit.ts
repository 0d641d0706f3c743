import { RequestError } from '../api/request';
import { useState } from 'react';

/**
 * A form's submit with its busy flag. A failed call has already been told to the user by the request layer, so the
 * form only stops being busy and keeps what was typed.
 */
export function useSubmit<T>(action: (values: T) => Promise<unknown>) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async (values: T) => {
    setSubmitting(true);
    try {
      await action(values);
    } catch {
      // told by the request layer
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}

/**
 * Runs what a dialog's OK or a confirm started, to its end: a refusal the request layer has told the user of, or a
 * rule the form shows under its field, ends it quietly (answering undefined) instead of escaping as an unhandled
 * rejection; anything else is a bug and is thrown on.
 */
export async function told<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RequestError || (typeof error === 'object' && error !== null && 'errorFields' in error)) return undefined;
    throw error;
  }
}
