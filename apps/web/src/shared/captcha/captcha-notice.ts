import { useTranslation } from 'react-i18next';
import type { CaptchaNotice } from './use-captcha-session';

export function useNoticeText(notice: CaptchaNotice | null): string | null {
  const { t } = useTranslation('common');
  if (!notice) return null;
  if (notice.kind === 'passed') return t('captcha.verifiedIn', { seconds: notice.seconds.toFixed(2) });
  if (notice.kind === 'failed') return t('captcha.failed');
  return notice.message || t('captcha.failed');
}

export const noticeTone = (notice: CaptchaNotice | null) => (notice?.kind === 'passed' ? 'success' : 'error');
