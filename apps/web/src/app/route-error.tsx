import { useTranslation } from 'react-i18next';
import { useFirstPaintTakeOver } from '../first-paint/take-over';
import './route-error.css';

/** Last resort for a failed page chunk or a render error (plain HTML: it sits in the entry bundle). */
export function RouteError() {
  const { t } = useTranslation('shell');
  useFirstPaintTakeOver(true);
  return (
    <div role="alert" className="route-error">
      <h3 className="route-error__title">{t('routeError.title')}</h3>
      <p className="route-error__text">{t('routeError.description')}</p>
      <button type="button" className="route-error__button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
