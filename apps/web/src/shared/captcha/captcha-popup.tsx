import { useContext, useState } from 'react';
import { Button, ConfigProvider } from 'antd';
import { Modal } from '../widgets/modal';
import { useTranslation } from 'react-i18next';
import { useLocales } from '../i18n';
import { useAntdLocale } from '../i18n/antd-locale';
import { ACCESSIBLE_COMPONENTS, ACCESSIBLE_TOKENS } from '../theme/accessible-tokens';
import { BlockPuzzle } from './block-puzzle';
import type { CaptchaType } from './captcha-api';
import { ClickWord } from './click-word';
import './captcha.css';

export interface CaptchaPopupProps {
  open: boolean;
  captchaType: CaptchaType;
  /** Called once the server accepted the answer, with the value login expects as `captchaVerification`. */
  onSuccess: (captchaVerification: string) => void;
  onClose: () => void;
  /** When given, the popup offers a link to the other captcha type. */
  onCaptchaTypeChange?: (captchaType: CaptchaType) => void;
}

/** 310 px image plus the modal's 24 px side padding. */
const MODAL_WIDTH = 358;

export function CaptchaPopup({ open, captchaType, onSuccess, onClose, onCaptchaTypeChange }: CaptchaPopupProps) {
  // antd's texts for the language (the login page has not loaded them).
  useLocales();
  const { t } = useTranslation('common');
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const locale = useAntdLocale();
  const [reducedMotion] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  const verified = (captchaVerification: string) => {
    onSuccess(captchaVerification);
    onClose();
  };
  const otherType: CaptchaType = captchaType === 'blockPuzzle' ? 'clickWord' : 'blockPuzzle';

  // The sign-in page has no antd root of its own: the popup brings the language (its close button's name) and colours.
  return (
    <ConfigProvider locale={locale} theme={{ token: { ...ACCESSIBLE_TOKENS, motion: !reducedMotion }, components: ACCESSIBLE_COMPONENTS }}>
      <Modal
        open={open}
        title={t('captcha.title')}
        footer={null}
        width={MODAL_WIDTH}
        centered
        // Fade instead of zoom: the slider must not move under the pointer while the popup opens.
        transitionName={getPrefixCls('fade')}
        mask={{ closable: false }}
        destroyOnHidden
        onCancel={onClose}
      >
        <div className="captcha-popup" data-testid="captcha-popup">
          {captchaType === 'blockPuzzle' ? <BlockPuzzle onVerified={verified} /> : <ClickWord onVerified={verified} />}
          {onCaptchaTypeChange && (
            <Button className="captcha-switch" type="link" size="small" onClick={() => onCaptchaTypeChange(otherType)}>
              {t(otherType === 'clickWord' ? 'captcha.useClickWord' : 'captcha.useBlockPuzzle')}
            </Button>
          )}
        </div>
      </Modal>
    </ConfigProvider>
  );
}
