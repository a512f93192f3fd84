// The ja texts the login page opened directly needs (the shared ones and its form's), one small chunk: the login page's
// load does not grow with the screens' texts.
import common from '../../ja.json';
import { byNamespace } from '../namespaces';

export default {
  common,
  ...byNamespace(import.meta.glob('../../../../features/login/i18n/ja.json', { eager: true, import: 'default' })),
};
