import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog the first time it opens and keeps it mounted after, so its code loads
 * only for the people who open it while its state and closing behave as if it had always been there.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
