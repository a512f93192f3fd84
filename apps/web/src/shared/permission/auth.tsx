import type { ReactNode } from 'react';
import { useCan, type PermissionRequirement } from './can';

interface AuthProps {
  /** One code, or several of which any one suffices. */
  perm: PermissionRequirement;
  children: ReactNode;
}

/** Renders its children only when the user holds the permission (buttons are hidden, not disabled). */
export function Auth({ perm, children }: AuthProps) {
  const can = useCan();
  return can(perm) ? <>{children}</> : null;
}
