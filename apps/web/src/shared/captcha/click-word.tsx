import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from './captcha-api';
import { CaptchaImagePanel } from './captcha-image-panel';
import { noticeTone, useNoticeText } from './captcha-notice';
import { useCaptchaSession } from './use-captcha-session';
import { WordTargets } from './word-targets';

const CLICKS_NEEDED = 3;
const FAILURE_REFRESH_MS = 700;

interface Click {
  /** Where the dot is drawn, in CSS px of the shown image. */
  left: number;
  top: number;
  /** The same point on the 310×155 image the server knows. */
  x: number;
  y: number;
}

export function ClickWord({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const { t } = useTranslation('common');
  const { challenge, phase, notice, refresh, verify } = useCaptchaSession({
    captchaType: 'clickWord',
    refreshAfterFailureMs: FAILURE_REFRESH_MS,
    onVerified,
  });
  const [clicks, setClicks] = useState<Click[]>([]);
  const [shownToken, setShownToken] = useState<string | undefined>(undefined);
  const [shownAt, setShownAt] = useState(() => performance.now());
  const panelRef = useRef<HTMLDivElement>(null);
  const noticeText = useNoticeText(notice);

  // A new challenge clears the dots and restarts the clock.
  if (challenge?.token !== shownToken) {
    setShownToken(challenge?.token);
    setClicks([]);
    setShownAt(performance.now());
  }

  const accepting = phase === 'ready' && clicks.length < CLICKS_NEEDED;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!accepting || !panelRef.current) return;
    const rect = panelRef.current.getBoundingClientRect();
    const left = event.clientX - rect.left;
    const top = event.clientY - rect.top;
    addClick({
      left,
      top,
      x: Math.round((left * CAPTCHA_IMAGE_WIDTH) / (rect.width || CAPTCHA_IMAGE_WIDTH)),
      y: Math.round((top * CAPTCHA_IMAGE_HEIGHT) / (rect.height || CAPTCHA_IMAGE_HEIGHT)),
    });
  };

  /** A square picked by keyboard counts as a click on its centre. */
  const onPick = ({ x, y }: { x: number; y: number }) => {
    if (!accepting || !panelRef.current) return;
    const rect = panelRef.current.getBoundingClientRect();
    const width = rect.width || CAPTCHA_IMAGE_WIDTH;
    const height = rect.height || CAPTCHA_IMAGE_HEIGHT;
    addClick({ left: (x * width) / CAPTCHA_IMAGE_WIDTH, top: (y * height) / CAPTCHA_IMAGE_HEIGHT, x, y });
  };

  const addClick = (click: Click) => {
    const next = [...clicks, click];
    setClicks(next);
    if (next.length === CLICKS_NEEDED) {
      void verify(
        next.map(({ x, y }) => ({ x, y })),
        (performance.now() - shownAt) / 1000,
      );
    }
  };

  const words = challenge?.wordList?.join(',') ?? '';
  const barText = noticeText ?? (challenge ? t('captcha.clickInOrder', { words }) : t('captcha.loading'));
  const barTone = noticeText ? noticeTone(notice) : 'info';

  return (
    <div className="captcha-click-word">
      <CaptchaImagePanel
        panelRef={panelRef}
        challenge={challenge}
        phase={phase}
        notice={notice}
        showNotice={false}
        onRefresh={() => void refresh()}
        onClick={onClick}
      >
        {challenge && <WordTargets disabled={!accepting} onPick={onPick} />}
        {clicks.map((click, index) => (
          <span key={index} className="captcha-dot" style={{ left: click.left, top: click.top }}>
            {index + 1}
          </span>
        ))}
      </CaptchaImagePanel>
      <div className={`captcha-bar captcha-bar--${barTone}`} data-testid="captcha-message" role="status">
        {barText}
      </div>
    </div>
  );
}
