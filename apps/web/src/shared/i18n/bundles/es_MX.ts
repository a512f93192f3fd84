// The es_MX texts of every screen of the app (the sign-in part aside: sign-in/es_MX.ts), one chunk, fetched once the app
// starts in es_MX.
import { byNamespace } from './namespaces';

export default byNamespace(
  import.meta.glob(['../../../features/*/i18n/es_MX.json', '!../../../features/login/i18n/es_MX.json'], { eager: true, import: 'default' }),
);
