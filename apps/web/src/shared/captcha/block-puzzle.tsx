import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_IMAGE_WIDTH, toImageSrc } from './captcha-api';
import { CaptchaImagePanel } from './captcha-image-panel';
import { useSliderDrag } from './slider-drag';
import { useCaptchaSession, type CaptchaPhase } from './use-captcha-session';

/** AJ-Captcha always expects y = 5 for the puzzle (the piece spans the image height). */
const PUZZLE_Y = 5.0;
const FAILURE_REFRESH_MS = 1000;
/** Native width of the jigsaw piece for a 310-wide background. */
const PIECE_WIDTH = 47;
const HANDLE_WIDTH = 40;
/** How far the piece may travel, in image coordinates. */
const MAX_VALUE = CAPTCHA_IMAGE_WIDTH - PIECE_WIDTH;
/** Keyboard steps in CSS px: arrows move one pixel, Page Up/Down ten. */
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };

const widthOf = (element: HTMLElement | null) => element?.getBoundingClientRect().width ?? 0;

function HandleIcon({ phase }: { phase: CaptchaPhase }) {
  if (phase === 'passed') return <CheckOutlined />;
  if (phase === 'failed') return <CloseOutlined />;
  return <ArrowRightOutlined />;
}

export function BlockPuzzle({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const { t } = useTranslation('common');
  const keysHintId = useId();
  const { challenge, phase, notice, refresh, verify } = useCaptchaSession({
    captchaType: 'blockPuzzle',
    refreshAfterFailureMs: FAILURE_REFRESH_MS,
    onVerified,
  });
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [shownToken, setShownToken] = useState<string | undefined>(undefined);
  const imageRef = useRef<HTMLImageElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const pieceRef = useRef<HTMLImageElement>(null);

  // A new challenge puts the piece and the handle back at the start.
  if (challenge?.token !== shownToken) {
    setShownToken(challenge?.token);
    setOffset(0);
  }

  const measureMaxOffset = useCallback(() => {
    const imageWidth = widthOf(imageRef.current) || CAPTCHA_IMAGE_WIDTH;
    const pieceWidth = widthOf(pieceRef.current) || (PIECE_WIDTH * imageWidth) / CAPTCHA_IMAGE_WIDTH;
    const trackWidth = trackRef.current?.clientWidth || CAPTCHA_IMAGE_WIDTH;
    const handleWidth = widthOf(handleRef.current) || HANDLE_WIDTH;
    return Math.min(trackWidth - handleWidth, imageWidth - pieceWidth);
  }, []);

  const onMove = useCallback((next: number) => {
    setDragging(true);
    setOffset(next);
  }, []);

  const onRelease = useCallback(
    (released: number, elapsedMs: number) => {
      setDragging(false);
      if (released <= 0 || phase !== 'ready') {
        setOffset(0);
        return;
      }
      // The server knows the piece position on a 310-wide image, whatever width it is shown at.
      const displayedWidth = widthOf(imageRef.current) || CAPTCHA_IMAGE_WIDTH;
      const x = (released * CAPTCHA_IMAGE_WIDTH) / displayedWidth;
      void verify({ x, y: PUZZLE_Y }, elapsedMs / 1000);
    },
    [phase, verify],
  );

  const dragHandlers = useSliderDrag({ measureMaxOffset, onMove, onRelease });
  // A drag may begin while the picture is still loading; it only counts if released once it is there.
  const interactive = phase === 'ready' || phase === 'loading';

  // By keyboard the piece moves with the arrow keys and Enter checks it, timed from the first key.
  const keyStartedAt = useRef<number | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      const startedAt = keyStartedAt.current ?? performance.now();
      keyStartedAt.current = null;
      onRelease(offset, performance.now() - startedAt);
      return;
    }
    const max = Math.max(0, measureMaxOffset());
    const step = KEY_STEPS[event.key];
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = max;
    else if (step !== undefined) next = Math.min(max, Math.max(0, offset + step));
    else return;
    event.preventDefault();
    keyStartedAt.current ??= performance.now();
    setOffset(next);
  };

  // Each new challenge puts the focus on the handle, so a keyboard user goes on from the sign-in form.
  useEffect(() => {
    if (phase === 'ready') handleRef.current?.focus();
  }, [phase, challenge?.token]);

  const displayedWidth = widthOf(imageRef.current) || CAPTCHA_IMAGE_WIDTH;
  const value = Math.round((offset * CAPTCHA_IMAGE_WIDTH) / displayedWidth);

  return (
    <div className="captcha-block-puzzle">
      <CaptchaImagePanel imageRef={imageRef} challenge={challenge} phase={phase} notice={notice} onRefresh={() => void refresh()}>
        {challenge?.jigsawImageBase64 && (
          <img
            ref={pieceRef}
            className="captcha-piece"
            data-testid="captcha-jigsaw"
            src={toImageSrc(challenge.jigsawImageBase64)}
            style={{ left: offset }}
            draggable={false}
            alt=""
          />
        )}
      </CaptchaImagePanel>
      <div ref={trackRef} className={`captcha-slider captcha-slider--${phase}`} data-testid="captcha-slider-track">
        <div className="captcha-slider__fill" style={{ width: offset > 0 ? offset + HANDLE_WIDTH : 0 }} />
        {!dragging && offset === 0 && <span className="captcha-slider__hint">{t('captcha.slideHint')}</span>}
        <div
          ref={handleRef}
          className="captcha-slider__handle"
          data-testid="captcha-slider-handle"
          role="slider"
          tabIndex={interactive ? 0 : -1}
          aria-label={t('captcha.slideHint')}
          aria-describedby={keysHintId}
          aria-orientation="horizontal"
          aria-valuemin={0}
          aria-valuemax={MAX_VALUE}
          aria-valuenow={value}
          aria-valuetext={t('captcha.sliderValue', { value, max: MAX_VALUE })}
          aria-disabled={!interactive}
          style={{ left: offset, width: HANDLE_WIDTH }}
          onKeyDown={onKeyDown}
          {...(interactive ? dragHandlers : {})}
        >
          <HandleIcon phase={phase} />
        </div>
        <span id={keysHintId} className="visually-hidden">
          {t('captcha.sliderKeys')}
        </span>
      </div>
    </div>
  );
}
