import { useEffect, useState } from 'react';

/**
 * Waits for a value to stay put for `ms` before answering it (a server is asked once typing stops). The value is
 * compared by its JSON, so an object made anew on each render with the same content does not restart the wait.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(json === undefined ? (undefined as T) : (JSON.parse(json) as T)), ms);
    return () => clearTimeout(timer);
  }, [json, ms]);
  return settled;
}
