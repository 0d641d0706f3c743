import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * A button the server would refuse now: disabled, the reason in its tooltip (shown over a wrapper, as a disabled
 * button takes no pointer events).
 */
export function Refusable({ reason, children }: { reason?: string; children: (disabled: boolean) => ReactNode }) {
  return reason ? (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <span style={{ display: 'inline-block', pointerEvents: 'none' }}>{children(true)}</span>
      </span>
    </Tooltip>
  ) : (
    <>{children(false)}</>
  );
}
