import UnauthorizedPage from '../features/errors/routes/401';
import { useSessionStore } from '../shared/session/session-store';
import { homeOf } from './home-redirect';
import { useAppRoutes } from './use-app-routes';

/** /401, told whether the user has any screen to go to (a link home would otherwise lead back here). */
export default function UnauthorizedRoute() {
  const routes = useAppRoutes();
  const loaded = useSessionStore((state) => state.loaded);
  // Between a log-out's reset and the navigation to /login there are no routes: render nothing rather than "no screen".
  if (!loaded) return null;
  return <UnauthorizedPage reachesAScreen={homeOf(routes) !== null} />;
}
