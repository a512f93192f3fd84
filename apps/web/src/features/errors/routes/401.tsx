import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

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
    <div data-testid="page-401" style={{ padding: '60px 20px' }}>
      <Result
        status="403"
        title={t('unauthorized.code')}
        subTitle={
          <>
            <div>{t('unauthorized.message')}</div>
            <div>{t('unauthorized.hint')}</div>
          </>
        }
        extra={[
          // `/` is the order page, or the first screen of a user without it.
          <Link key="home" to="/">
            {t('unauthorized.home')}
          </Link>,
          <Button key="back" onClick={back} style={{ marginInlineStart: 16 }}>
            {t('unauthorized.back')}
          </Button>,
        ]}
      />
    </div>
  );
}
