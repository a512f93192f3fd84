// The en texts of every screen of the app (the sign-in part aside: sign-in/en.ts), one chunk, fetched once the app
// starts in en.
import { byNamespace } from './namespaces';

export default byNamespace(
  import.meta.glob(['../../../features/*/i18n/en.json', '!../../../features/login/i18n/en.json'], { eager: true, import: 'default' }),
);
