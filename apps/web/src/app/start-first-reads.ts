// Imported first by the entry, and light (no React, no i18next): modules run in import order, so the first reads
// go out as soon as the boot code starts running, not after React and the texts have been set up.
import { opensStandaloneLoginHere } from '../features/login/standalone-check';
import { startFirstReads } from './first-reads';

if (!opensStandaloneLoginHere()) startFirstReads(window.location);
