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
