import { Card, Result } from 'antd';
import { Link } from 'react-router';

/** A page whose subject (an exam, a paper, a session) is not there: a 404 in a card, with the way back to its list. */
export function MissingCard({ title, back }: { title: string; back?: { to: string; label: string } }) {
  return (
    <Card>
      <Result status="404" title={title} extra={back && <Link to={back.to}>{back.label}</Link>} />
    </Card>
  );
}
