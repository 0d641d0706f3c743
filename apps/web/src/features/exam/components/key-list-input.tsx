import { keysFromText } from '@cloud-exam/contract/exam/exam-config';
import { Input } from 'antd';
import { useState } from 'react';

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * Keys typed or pasted one a line (spaces and commas separate them too), kept as the list they make. The text stays
 * as typed while it makes the same list, so that a new line can be begun; a list changed elsewhere (the defaults
 * restored) is written out afresh.
 */
export function KeyListInput({ id, value, onChange }: { id: string; value: string[]; onChange: (keys: string[]) => void }) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <Input.TextArea
      id={id}
      value={sameKeys(keysFromText(text), value) ? text : value.join('\n')}
      autoSize={{ minRows: 2, maxRows: 6 }}
      spellCheck={false}
      autoComplete="off"
      style={{ fontFamily: 'monospace' }}
      onChange={(e) => {
        setText(e.target.value);
        onChange(keysFromText(e.target.value));
      }}
    />
  );
}
