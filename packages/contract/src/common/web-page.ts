// Names the server and the web app share in the web app's page, beyond the API: a mismatch would not fail a call, it
// would only leave the page undrawn or the user's settings unread.

/** The home screen the server draws into a signed-in load's page (server `platform/http/first-paint.ts`, web `src/first-paint/`). */
export const FIRST_PAINT = {
  /** The web build's folder holding the drawing code for Node, never served. */
  dir: 'first-paint',
  /** The drawing code's module in it. */
  module: 'render-home.js',
  /** The element holding the drawing until the app takes over. */
  drawingId: 'first-paint',
  /** The data block holding the answers it was drawn from. */
  readsId: 'first-paint-reads',
} as const;

/** The cookies the web app keeps the user's layout in, which the server draws the page with. */
export const LAYOUT_COOKIES = { size: 'size', sidebar: 'sidebarStatus' } as const;
