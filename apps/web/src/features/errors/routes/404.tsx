import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage testId="page-404" code="404" title={t('notFound.oops')} lines={[t('notFound.message'), t('notFound.hint')]}>
      <Link to="/">{t('notFound.home')}</Link>
    </ErrorPage>
  );
}
