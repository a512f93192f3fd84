import { Outlet, useLocation } from 'react-router';
import { useFirstPaintTakeOver } from '../first-paint/take-over';
import { useDocumentTitle } from './page-title';

export function RootRoute() {
  useDocumentTitle();
  // The page the server drew is the first address's: once the app goes elsewhere (a redirect among them), it goes.
  useFirstPaintTakeOver(useLocation().key !== 'default');
  return <Outlet />;
}
