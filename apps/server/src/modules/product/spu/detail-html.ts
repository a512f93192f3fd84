/**
 * Rich-text product details are stored only after dangerous markup is removed (stored XSS is the
 * classic back-office hole): scripts, styles, frames, event handlers and script URLs.
 */
export function cleanDetail(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  return html
    .replace(/<\s*(script|style|iframe|object|embed|frame|frameset|meta|link|base|form)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*\/?\s*(script|style|iframe|object|embed|frame|frameset|meta|link|base|form)\b[^>]*>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src|xlink:href|action|formaction)\s*=\s*(["']?)\s*(javascript|vbscript|data):[^"'\s>]*\2/gi, '$1=$2#$2');
}
