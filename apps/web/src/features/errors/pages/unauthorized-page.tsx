import { ErrorResult } from '../components/error-result';

export default function UnauthorizedPage() {
  return <ErrorResult status="403" subtitleKey="unauthorized.subtitle" />;
}
