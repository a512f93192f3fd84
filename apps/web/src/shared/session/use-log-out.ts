import { useLocation, useNavigate } from 'react-router';
import { dropDrafts } from '../routing/drafts';
import { confirmLeavingChanges } from '../routing/leave-guard';
import { loginPathFor, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../routing/paths';
import { logoutRequest } from './session-api';
import { useSessionStore } from './session-store';

/**
 * Logs out to /login, which brings the user back here after signing in again, but never to an error page. A page
 * holding unsaved changes asks first (有未保存的修改): staying keeps the session and the changes.
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    if (!(await confirmLeavingChanges())) return;
    const fullPath = [UNAUTHORIZED_PATH, NOT_FOUND_PATH].includes(location.pathname) ? '/' : location.pathname + location.search;
    try {
      await logoutRequest();
    } catch {
      // Signing out locally still matters when the server call fails (the client showed why).
    }
    useSessionStore.getState().reset();
    dropDrafts();
    await navigate(loginPathFor(fullPath));
  };
}
