// Every zh_CN dictionary in one chunk, fetched only when zh_CN is the language in use.
import common from '../zh_CN.json';
import { byNamespace } from './namespaces';

export default byNamespace(common, import.meta.glob('../../../features/*/i18n/zh_CN.json', { eager: true, import: 'default' }));
