import { Navigate, useLocation } from 'react-router';
import { REDIRECT_PREFIX } from '../shared/routing/paths';

/** `/redirect/product/list?x=1` → `/product/list?x=1`, replacing history: the tags bar's refresh. */
export function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const target = pathname.slice(REDIRECT_PREFIX.length) || '/';
  return <Navigate to={`${target}${search}${hash}`} replace />;
}
