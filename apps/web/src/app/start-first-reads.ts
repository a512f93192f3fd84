// Imported first by the entry, and light (no React, no i18next): modules run in import order, so the first reads
// go out as soon as the boot code starts running, not after React and the texts have been set up. A signed-out load
// (the login page among them) has no token, and `startFirstReads` then sends nothing.
import { startFirstReads } from './first-reads';

startFirstReads(window.location);
