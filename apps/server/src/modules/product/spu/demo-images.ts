// The seeded demo pictures: their stored paths and the drawings served for them.

/** Stored path of the n-th demo product picture (served by demo-images.routes.ts, under the local files prefix). */
export const demoImagePath = (n: number) => `/demo/products/${n}.svg`;

const SHAPES = [
  // box, bottle, shirt, heart, cup, house
  '<rect x="110" y="120" width="180" height="150" rx="14"/><path d="M110 150h180" stroke="#fff" stroke-width="8"/>',
  '<rect x="165" y="90" width="70" height="40" rx="8"/><rect x="140" y="125" width="120" height="175" rx="30"/>',
  '<path d="M130 110l50-20h40l50 20 40 60-40 20v110H130V190l-40-20z"/>',
  '<path d="M200 300l-90-90a55 55 0 0 1 90-70 55 55 0 0 1 90 70z"/>',
  '<path d="M120 140h150v90a65 65 0 0 1-65 65h-20a65 65 0 0 1-65-65z"/><path d="M270 160h20a30 30 0 0 1 0 60h-20" fill="none" stroke="#fff" stroke-width="14"/>',
  '<path d="M200 90l110 90v120H90V180z"/><rect x="180" y="230" width="40" height="70" fill="#ffffffaa"/>',
];

/** A small deterministic picture: a colour and a shape chosen by the number. */
export function demoSvg(n: number): string {
  const hue = (n * 47) % 360;
  const shape = SHAPES[n % SHAPES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,88%)"/><stop offset="1" stop-color="hsl(${hue},60%,72%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/><g fill="hsl(${hue},55%,42%)">${shape}</g>
<text x="200" y="360" text-anchor="middle" font-family="sans-serif" font-size="28" fill="hsl(${hue},50%,30%)">No.${n}</text></svg>`;
}

/** Stored path of the n-th demo staff avatar (served by demo-images.routes.ts). */
export const demoAvatarPath = (n: number) => `/demo/avatars/${n}.svg`;

/** A head-and-shoulders silhouette on a colour chosen by the number. */
export function demoAvatarSvg(n: number): string {
  const hue = (n * 83 + 20) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<rect width="120" height="120" fill="hsl(${hue},55%,80%)"/><g fill="hsl(${hue},45%,40%)"><circle cx="60" cy="46" r="22"/><path d="M18 120a42 38 0 0 1 84 0z"/></g></svg>`;
}
