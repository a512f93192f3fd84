// Every es_MX dictionary in one chunk, fetched only when es_MX is the language in use.
import common from '../es_MX.json';
import { byNamespace } from './namespaces';

export default byNamespace(common, import.meta.glob('../../../features/*/i18n/es_MX.json', { eager: true, import: 'default' }));
