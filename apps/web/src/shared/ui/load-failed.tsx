import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * A list whose read failed, where its rows would be: said as a failure with a way to read again, never as an empty
 * list (a merchant would believe the products or staff gone). The failure's own toast says why.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <span className="ui-load-failed" data-testid="load-failed">
      {t('loadFailed')}{' '}
      <Button variant="link" small onClick={onRetry} data-testid="load-retry">
        {t('retry')}
      </Button>
    </span>
  );
}
