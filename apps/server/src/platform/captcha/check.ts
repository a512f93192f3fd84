export const SLIDE_TOLERANCE = 5;
export const WORD_TOLERANCE = 25;

interface Point {
  x: number;
  y: number;
}

const isPoint = (value: unknown): value is Point =>
  typeof value === 'object' && value !== null && Number.isFinite((value as Point).x) && Number.isFinite((value as Point).y);

/** Block puzzle: x within 5 px (truncated to int, as AJ-Captcha does), y exactly the secret's. */
export function blockPuzzlePasses(secret: Point, sent: unknown): boolean {
  if (!isPoint(sent)) return false;
  return Math.abs(Math.trunc(sent.x) - secret.x) <= SLIDE_TOLERANCE && Math.trunc(sent.y) === secret.y;
}

/** Click word: every click within 25 px of its character, in order. */
export function clickWordPasses(secret: Point[], sent: unknown): boolean {
  if (!Array.isArray(sent) || sent.length !== secret.length) return false;
  return secret.every((point, i) => {
    const click = sent[i];
    return isPoint(click) && Math.abs(click.x - point.x) <= WORD_TOLERANCE && Math.abs(click.y - point.y) <= WORD_TOLERANCE;
  });
}
