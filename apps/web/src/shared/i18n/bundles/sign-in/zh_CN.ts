// The zh_CN texts the login page opened directly needs (the shared ones and its form's), one small chunk: the login page's
// load does not grow with the screens' texts.
import common from '../../zh_CN.json';
import { byNamespace } from '../namespaces';

export default {
  common,
  ...byNamespace(import.meta.glob('../../../../features/login/i18n/zh_CN.json', { eager: true, import: 'default' })),
};
