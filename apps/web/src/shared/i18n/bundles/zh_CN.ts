// The zh_CN texts of every screen of the app (the sign-in part aside: sign-in/zh_CN.ts), one chunk, fetched once the app
// starts in zh_CN.
import { byNamespace } from './namespaces';

export default byNamespace(
  import.meta.glob(['../../../features/*/i18n/zh_CN.json', '!../../../features/login/i18n/zh_CN.json'], { eager: true, import: 'default' }),
);
