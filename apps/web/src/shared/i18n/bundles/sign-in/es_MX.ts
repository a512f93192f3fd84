// The es_MX texts the login page opened directly needs (the shared ones and its form's), one small chunk: the login page's
// load does not grow with the screens' texts.
import common from '../../es_MX.json';
import { byNamespace } from '../namespaces';

export default {
  common,
  ...byNamespace(import.meta.glob('../../../../features/login/i18n/es_MX.json', { eager: true, import: 'default' })),
};
