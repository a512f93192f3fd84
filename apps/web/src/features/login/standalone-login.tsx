import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../../shared/routing/document-title';
import { LoginScreen } from './components/login-screen';

/** The login page without the router (see standalone-check.ts); `onSignedIn` starts the app. */
interface StandaloneLoginProps {
  onSignedIn: (target: string) => Promise<void> | void;
  /** Fetches the app's code while the user types. */
  preloadApp: () => void;
}

export function StandaloneLogin({ onSignedIn, preloadApp }: StandaloneLoginProps) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(t('login:title'), t('common:productTitle'));
  }, [t, i18n.language]);
  return <LoginScreen search={window.location.search} onSignedIn={onSignedIn} onStart={preloadApp} />;
}
