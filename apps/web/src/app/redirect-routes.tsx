import { Navigate, type RouteObject, useParams } from 'react-router';
import { type Redirect, redirectTarget } from '../lib/route-table';

/** An address of the redirect table: on to its target, with the address's parameters. */
function Forward({ redirect }: { redirect: Redirect }) {
  return <Navigate to={redirectTarget(redirect, useParams())} replace />;
}

/** The routes of the redirect table. */
export const redirectRoutes = (table: readonly Redirect[]): RouteObject[] =>
  table.map((r) => ({ path: r.from, element: <Forward redirect={r} /> }));
