import { useCallback, useRef, useState } from 'react';
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

const widthOf = (element: HTMLElement | null) => element?.getBoundingClientRect().width ?? 0;

function HandleIcon({ phase }: { phase: CaptchaPhase }) {
  if (phase === 'passed') return <CheckOutlined />;
  if (phase === 'failed') return <CloseOutlined />;
  return <ArrowRightOutlined />;
}

export function BlockPuzzle({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const { t } = useTranslation('common');
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
          aria-label={t('captcha.slideHint')}
          aria-valuemin={0}
          aria-valuenow={Math.round(offset)}
          aria-disabled={!interactive}
          style={{ left: offset, width: HANDLE_WIDTH }}
          {...(interactive ? dragHandlers : {})}
        >
          <HandleIcon phase={phase} />
        </div>
      </div>
    </div>
  );
}
