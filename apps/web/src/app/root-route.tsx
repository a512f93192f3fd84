import { Outlet } from 'react-router';
import { useDocumentTitle } from './page-title';

export function RootRoute() {
  useDocumentTitle();
  return <Outlet />;
}
