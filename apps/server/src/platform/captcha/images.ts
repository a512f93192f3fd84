import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { MessageLanguage } from '@caremall/contract/messages';

export const WIDTH = 310;
export const HEIGHT = 155;
export const PIECE_WIDTH = 47;

const rand = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const hue = () => rand(0, 359);

/** A procedural landscape-like background: gradient sky, hills and scattered shapes. */
function paintBackground(ctx: SKRSContext2D): void {
  const base = hue();
  const sky = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
  sky.addColorStop(0, `hsl(${base}, 60%, 75%)`);
  sky.addColorStop(1, `hsl(${(base + 60) % 360}, 55%, 55%)`);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 14; i++) {
    ctx.fillStyle = `hsla(${hue()}, 55%, ${rand(35, 75)}%, 0.55)`;
    ctx.beginPath();
    ctx.arc(rand(0, WIDTH), rand(0, HEIGHT), rand(8, 40), 0, Math.PI * 2);
    ctx.fill();
  }
  for (let layer = 0; layer < 3; layer++) {
    ctx.fillStyle = `hsla(${(base + 120 + layer * 25) % 360}, 40%, ${30 + layer * 12}%, 0.8)`;
    ctx.beginPath();
    ctx.moveTo(0, HEIGHT);
    for (let x = 0; x <= WIDTH; x += 20) ctx.lineTo(x, HEIGHT - 30 - layer * 15 - Math.sin(x / rand(20, 50) + layer) * 18);
    ctx.lineTo(WIDTH, HEIGHT);
    ctx.fill();
  }
}

/** The jigsaw outline: a rectangle with a knob on top and on the right, inside a 47-wide column. */
function piecePath(ctx: SKRSContext2D, x: number, top: number): void {
  const size = 36;
  const left = x + 2;
  ctx.beginPath();
  ctx.moveTo(left, top);
  ctx.lineTo(left + size / 2 - 6, top);
  ctx.arc(left + size / 2, top, 6, Math.PI, 0);
  ctx.lineTo(left + size, top);
  ctx.lineTo(left + size, top + size / 2 - 6);
  ctx.arc(left + size, top + size / 2, 6, -Math.PI / 2, Math.PI / 2);
  ctx.lineTo(left + size, top + size);
  ctx.lineTo(left, top + size);
  ctx.closePath();
}

export interface BlockPuzzleImages {
  x: number;
  original: string;
  jigsaw: string;
}

/** Background with the hole darkened and outlined, and the 47×155 piece cut from it at x. */
export async function blockPuzzleImages(): Promise<BlockPuzzleImages> {
  const x = rand(100, WIDTH - PIECE_WIDTH - 1);
  const top = rand(20, HEIGHT - 60);
  const source = createCanvas(WIDTH, HEIGHT);
  paintBackground(source.getContext('2d'));

  const jigsaw = createCanvas(PIECE_WIDTH, HEIGHT);
  const jctx = jigsaw.getContext('2d');
  jctx.save();
  piecePath(jctx, 0, top);
  jctx.clip();
  jctx.drawImage(source, x, 0, PIECE_WIDTH, HEIGHT, 0, 0, PIECE_WIDTH, HEIGHT);
  jctx.restore();
  piecePath(jctx, 0, top);
  jctx.strokeStyle = 'rgba(255,255,255,0.95)';
  jctx.lineWidth = 2;
  jctx.stroke();

  const ctx = source.getContext('2d');
  piecePath(ctx, x, top);
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.lineWidth = 2;
  ctx.stroke();

  return {
    x,
    original: (await source.encode('png')).toString('base64'),
    jigsaw: (await jigsaw.encode('png')).toString('base64'),
  };
}

const CJK_FONTS = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];
let fontFamily: string | undefined;
/** A font that draws Chinese characters (and Latin letters), or none on a machine without one. */
function cjkFontFamily(): string | undefined {
  if (fontFamily !== undefined) return fontFamily || undefined;
  const file = CJK_FONTS.find((path) => existsSync(path));
  fontFamily = file && GlobalFonts.registerFromPath(file, 'CaptchaCJK') ? 'CaptchaCJK' : '';
  return fontFamily || undefined;
}

/** Common characters written alike in simplified Chinese and in Japanese, which readers of both know at a glance. */
export const CJK_WORDS = '安康寿福和春夏秋冬山水花松竹梅月星雨家茶米香甜';
/** Capital letters, less those easily taken for others (I, O, Q). */
export const LATIN_WORDS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * The characters to click, in what the page's reader reads: Chinese characters for Chinese and Japanese (and for
 * upstream's clients, which send no language), capital letters for English and Spanish, and wherever no font on the
 * machine draws Chinese characters (they would show as empty boxes).
 */
export function clickWordsFor(language: MessageLanguage): string {
  const readsCharacters = language === 'zh_CN' || language === 'ja';
  return readsCharacters && cjkFontFamily() ? CJK_WORDS : LATIN_WORDS;
}

export interface ClickWordImages {
  original: string;
  words: string[];
  points: { x: number; y: number }[];
}

/** Four characters of the reader's at separate spots; the answer is three of them, in the order to click. */
export async function clickWordImages(language: MessageLanguage): Promise<ClickWordImages> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  paintBackground(ctx);
  const chars = [...clickWordsFor(language)].sort(() => Math.random() - 0.5).slice(0, 4);
  const slot = WIDTH / 4;
  const placed = chars.map((char, i) => ({ char, x: Math.round(slot * i + rand(18, slot - 18)), y: rand(25, HEIGHT - 25) }));
  ctx.font = `bold 25px ${cjkFontFamily() ?? 'sans-serif'}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { char, x, y } of placed) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(((rand(-45, 45) * Math.PI) / 180) as number);
    ctx.fillStyle = `hsl(${hue()}, 80%, 35%)`;
    ctx.strokeStyle = 'rgba(255,255,255,0.8)';
    ctx.lineWidth = 3;
    ctx.strokeText(char, 0, 0);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  }
  const answer = placed.sort(() => Math.random() - 0.5).slice(0, 3);
  return {
    original: (await canvas.encode('png')).toString('base64'),
    words: answer.map((p) => p.char),
    points: answer.map(({ x, y }) => ({ x, y })),
  };
}
