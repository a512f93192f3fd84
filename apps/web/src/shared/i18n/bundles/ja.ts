// Every ja dictionary in one chunk, fetched only when ja is the language in use.
import common from '../ja.json';
import { byNamespace } from './namespaces';

export default byNamespace(common, import.meta.glob('../../../features/*/i18n/ja.json', { eager: true, import: 'default' }));
