import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH } from '../../../shared/routing/paths';

/** React Router keeps the history index in `history.state.idx`; 0 means there is nothing to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

export default function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const back = () => void (canGoBack() ? navigate(-1) : navigate(HOME_PATH));
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
          <Link key="home" to={HOME_PATH}>
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
