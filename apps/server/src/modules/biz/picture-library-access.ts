// Who may use the picture library: every screen with a picture field picks from it.
import { forAnySignedIn } from '../../platform/auth/access.ts';

export const PICTURE_LIBRARY = forAnySignedIn(
  "the picture library: every screen with a picture field picks from it; it holds the caller's own shop's pictures only",
);
