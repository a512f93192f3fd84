import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from './captcha-api';

/**
 * The picture as 10 × 5 squares of 31 px. A square's centre is at most 15.5 px from any point in it, inside the
 * server's 25 px tolerance, so picking the square a word stands in answers as a click on the word would.
 */
export const TARGET_COLUMNS = 10;
export const TARGET_ROWS = 5;
const CELL_WIDTH = CAPTCHA_IMAGE_WIDTH / TARGET_COLUMNS;
const CELL_HEIGHT = CAPTCHA_IMAGE_HEIGHT / TARGET_ROWS;

/** Centre of a square in the 310×155 image coordinates the server knows. */
export const targetCentre = (row: number, column: number) => ({
  x: Math.round((column + 0.5) * CELL_WIDTH),
  y: Math.round((row + 0.5) * CELL_HEIGHT),
});

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * Keyboard targets over the click-word picture: one tab stop, the arrow keys move between the squares and
 * Enter or Space picks one. Mouse clicks pass through to the picture.
 */
export function WordTargets({ disabled, onPick }: { disabled: boolean; onPick: (point: { x: number; y: number }) => void }) {
  const { t } = useTranslation('common');
  const [active, setActive] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const row = Math.floor(index / TARGET_COLUMNS);
    const column = index % TARGET_COLUMNS;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!disabled) onPick(targetCentre(row, column));
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const nextRow = Math.min(TARGET_ROWS - 1, Math.max(0, row + move[0]));
    const nextColumn = Math.min(TARGET_COLUMNS - 1, Math.max(0, column + move[1]));
    const next = nextRow * TARGET_COLUMNS + nextColumn;
    setActive(next);
    cells.current[next]?.focus();
  };

  return (
    <div className="captcha-targets" role="group" aria-label={t('captcha.wordTargets')} data-testid="captcha-word-targets">
      {Array.from({ length: TARGET_ROWS * TARGET_COLUMNS }, (_, index) => {
        const row = Math.floor(index / TARGET_COLUMNS);
        const column = index % TARGET_COLUMNS;
        return (
          <button
            key={index}
            ref={(element) => {
              cells.current[index] = element;
            }}
            type="button"
            className="captcha-target"
            data-testid={`captcha-target-${row}-${column}`}
            tabIndex={index === active ? 0 : -1}
            aria-label={t('captcha.wordCell', { row: row + 1, column: column + 1 })}
            style={{
              left: `${(column * 100) / TARGET_COLUMNS}%`,
              top: `${(row * 100) / TARGET_ROWS}%`,
              width: `${100 / TARGET_COLUMNS}%`,
              height: `${100 / TARGET_ROWS}%`,
            }}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          />
        );
      })}
    </div>
  );
}
