import { RequireAuth } from '../auth/require-auth';
import { ConsoleLayout } from './console-layout';

/** The signed-in part of the app, loaded only after sign-in: the sign-in page does not pay for the shell. */
export default function ConsoleRoute() {
  return (
    <RequireAuth>
      <ConsoleLayout />
    </RequireAuth>
  );
}
