import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setToken } from '../../../shared/auth/token';
import type { CaptchaType } from '../../../shared/captcha/captcha-api';
import { preloadFeedback } from '../../../shared/http/feedback';
import { LANGUAGES, setLanguage } from '../../../shared/i18n';
import { LockIcon, LoginField, UserIcon } from './login-field';
import { login } from '../api';
import { redirectTarget } from '../lib/redirect-target';
import { isValidPassword, isValidUsername } from '../lib/validation';
import './login-screen.css';

type FieldName = 'username' | 'password';

// The captcha (with antd and its AES code) loads on the first interaction, keeping the first load small.
const loadCaptchaPopup = () => import('../../../shared/captcha/captcha-popup');
const CaptchaPopup = lazy(async () => ({ default: (await loadCaptchaPopup()).CaptchaPopup }));
const preloadCaptchaPopup = () => void loadCaptchaPopup().catch(() => {});

interface LoginScreenProps {
  /** The address's query: where to go once signed in (`?redirect=`). */
  search: string;
  /** Opens the signed-in app at `target`. */
  onSignedIn: (target: string) => Promise<void> | void;
  /** Called when the user starts filling the form: a moment to fetch what signing in will need. */
  onStart?: () => void;
}

/** The sign-in form with its captcha. It knows no router: the login page opened directly renders it without one. */
export function LoginScreen({ search, onSignedIn, onStart }: LoginScreenProps) {
  const { t, i18n } = useTranslation('login');
  const [values, setValues] = useState<Record<FieldName, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [captchaRequested, setCaptchaRequested] = useState(false);
  const [captchaType, setCaptchaType] = useState<CaptchaType>('blockPuzzle');
  const [loading, setLoading] = useState(false);

  const setValue = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const onFieldFocus = (name: FieldName) => {
    setErrors((current) => ({ ...current, [name]: undefined }));
    preloadCaptchaPopup();
    preloadFeedback();
    onStart?.();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: isValidUsername(values.username) ? undefined : t('usernameInvalid'),
      password: isValidPassword(values.password) ? undefined : t('passwordTooShort'),
    };
    setErrors(found);
    if (found.username || found.password) return;
    setCaptchaRequested(true);
    setCaptchaOpen(true);
  };

  const signIn = async (captchaVerification: string) => {
    setLoading(true);
    try {
      const { accessToken } = await login({ username: values.username, password: values.password, captchaVerification });
      setToken(accessToken);
      await onSignedIn(redirectTarget(search));
    } catch {
      // The http client has already shown the server's message.
      setLoading(false);
    }
  };

  return (
    <div className="login-page">
      <main className="login-card">
        <header className="login-card__header">
          <h1 className="login-card__title">{t('common:productTitle')}</h1>
          <nav className="login-card__languages" aria-label={t('language')} data-testid="login-language">
            {LANGUAGES.map((language) => (
              <button
                key={language}
                type="button"
                className="login-card__language"
                disabled={i18n.language === language}
                onClick={() => void setLanguage(language)}
              >
                {t(`common:languages.${language}`)}
              </button>
            ))}
          </nav>
        </header>
        <form noValidate onSubmit={onSubmit}>
          <fieldset className="login-card__fields" disabled={loading}>
            <LoginField
              id="login-username"
              icon={<UserIcon />}
              value={values.username}
              onChange={setValue('username')}
              error={errors.username}
              placeholder={t('username')}
              aria-label={t('username')}
              autoComplete="username"
              data-testid="login-username"
              onFocus={() => onFieldFocus('username')}
            />
            <LoginField
              id="login-password"
              icon={<LockIcon />}
              type="password"
              revealable
              value={values.password}
              onChange={setValue('password')}
              error={errors.password}
              placeholder={t('password')}
              aria-label={t('password')}
              autoComplete="current-password"
              data-testid="login-password"
              onFocus={() => onFieldFocus('password')}
            />
            <button type="submit" className="login-card__submit" aria-busy={loading} data-testid="login-submit">
              {loading && <span className="login-card__submit-spinner" aria-hidden="true" />}
              {t('submit')}
            </button>
          </fieldset>
        </form>
      </main>
      {captchaRequested && (
        <Suspense fallback={null}>
          <CaptchaPopup
            open={captchaOpen}
            captchaType={captchaType}
            onCaptchaTypeChange={setCaptchaType}
            onSuccess={(captchaVerification) => void signIn(captchaVerification)}
            onClose={() => setCaptchaOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
