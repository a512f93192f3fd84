import type { ReactNode, Ref, MouseEvent } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { toImageSrc, type CaptchaChallenge } from './captcha-api';
import { noticeTone, useNoticeText } from './captcha-notice';
import type { CaptchaNotice, CaptchaPhase } from './use-captcha-session';

interface Props {
  imageRef?: Ref<HTMLImageElement>;
  panelRef?: Ref<HTMLDivElement>;
  challenge: CaptchaChallenge | null;
  phase: CaptchaPhase;
  notice: CaptchaNotice | null;
  /** Shown over the image (the puzzle); the click-word bar shows it below instead. */
  showNotice?: boolean;
  onRefresh: () => void;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  children?: ReactNode;
}

/** The 310×155 challenge picture with its refresh button and result strip. */
export function CaptchaImagePanel({ imageRef, panelRef, challenge, phase, notice, showNotice = true, onRefresh, onClick, children }: Props) {
  const { t } = useTranslation('common');
  const noticeText = useNoticeText(notice);
  return (
    <div ref={panelRef} className="captcha-image-panel" onClick={onClick}>
      {challenge ? (
        <img
          ref={imageRef}
          className="captcha-image"
          data-testid="captcha-image"
          src={toImageSrc(challenge.originalImageBase64)}
          draggable={false}
          alt=""
        />
      ) : (
        phase === 'loading' && <Spin className="captcha-image-panel__spinner" aria-label={t('captcha.loading')} />
      )}
      {children}
      <Button
        className="captcha-refresh"
        data-testid="captcha-refresh"
        type="text"
        size="small"
        icon={<ReloadOutlined />}
        aria-label={t('refresh')}
        title={t('refresh')}
        disabled={phase === 'checking' || phase === 'passed'}
        onClick={(event) => {
          event.stopPropagation();
          onRefresh();
        }}
      />
      {showNotice && noticeText && (
        <div className={`captcha-notice captcha-notice--${noticeTone(notice)}`} data-testid="captcha-message">
          {noticeText}
        </div>
      )}
    </div>
  );
}
