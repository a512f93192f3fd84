// The ja texts of every screen of the app (the sign-in part aside: sign-in/ja.ts), one chunk, fetched once the app
// starts in ja.
import { byNamespace } from './namespaces';

export default byNamespace(
  import.meta.glob(['../../../features/*/i18n/ja.json', '!../../../features/login/i18n/ja.json'], { eager: true, import: 'default' }),
);
