export { useSessionStore, type SessionState } from './session-store';
export type { MenuNode } from './route-tree';
export { SessionVerificationError } from './session-error';
export { logoutRequest } from './session-api';
export { useLogOut } from './use-log-out';
