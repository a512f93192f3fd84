import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogOut } from '../../../shared/session';
import { Button } from '../../../shared/ui';
import { ErrorPage } from '../components/error-page';

/** React Router keeps the history index in `history.state.idx`; 0 means there is nothing to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * A screen the user lacks: back, or home. A user who reaches no screen at all has no home to go to (it would lead
 * back here): they are told so, and offered to log out.
 */
export default function UnauthorizedPage({ reachesAScreen }: { reachesAScreen: boolean }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const logOut = useLogOut();
  const back = () => void (canGoBack() ? navigate(-1) : navigate('/'));
  if (!reachesAScreen) {
    return (
      <ErrorPage testId="page-401" code={t('unauthorized.code')} title={t('unauthorized.message')} lines={[t('unauthorized.noScreen')]}>
        <Button variant="primary" onClick={() => void logOut()} data-testid="page-401-logout">
          {t('common:logout')}
        </Button>
      </ErrorPage>
    );
  }
  return (
    <ErrorPage testId="page-401" code={t('unauthorized.code')} title={t('unauthorized.message')} lines={[t('unauthorized.hint')]}>
      {/* `/` is the order page, or the first screen of a user without it. */}
      <Link to="/">{t('unauthorized.home')}</Link>
      <Button onClick={back}>{t('unauthorized.back')}</Button>
    </ErrorPage>
  );
}
