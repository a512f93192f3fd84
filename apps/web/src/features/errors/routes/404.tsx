import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <div data-testid="page-404" style={{ padding: '60px 20px' }}>
      <Result
        status="404"
        title={t('notFound.oops')}
        subTitle={t('notFound.message')}
        extra={
          <>
            <Typography.Paragraph type="secondary">{t('notFound.hint')}</Typography.Paragraph>
            <Link to="/">{t('notFound.home')}</Link>
          </>
        }
      />
    </div>
  );
}
