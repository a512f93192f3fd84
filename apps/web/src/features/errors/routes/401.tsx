import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../shared/ui';
import { ErrorPage } from '../components/error-page';

/** React Router keeps the history index in `history.state.idx`; 0 means there is nothing to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

export default function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const back = () => void (canGoBack() ? navigate(-1) : navigate('/'));
  return (
    <ErrorPage testId="page-401" code={t('unauthorized.code')} title={t('unauthorized.message')} lines={[t('unauthorized.hint')]}>
      {/* `/` is the order page, or the first screen of a user without it. */}
      <Link to="/">{t('unauthorized.home')}</Link>
      <Button onClick={back}>{t('unauthorized.back')}</Button>
    </ErrorPage>
  );
}
