// Every en dictionary in one chunk, fetched only when en is the language in use.
import common from '../en.json';
import { byNamespace } from './namespaces';

export default byNamespace(common, import.meta.glob('../../../features/*/i18n/en.json', { eager: true, import: 'default' }));
