import type { TextPart } from '@cloud-exam/contract/help/help';

/** A title or snippet with the search's matches marked: text nodes only, nothing parsed as HTML. */
export function Highlighted({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} style={{ background: '#fff1b8', color: 'inherit', padding: 0 }}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
