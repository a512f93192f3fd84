import type { ReactNode } from 'react';

/** Dims its content under a spinner while `busy`; screen readers hear the region is busy. */
export function Busy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="ui-busy" aria-busy={busy}>
      {busy && <div className="ui-busy__mask" />}
      {children}
    </div>
  );
}
