// antd's and dayjs's texts, and the app's names for antd's controls (`controls/`), for ja, one chunk: a language's first antd screen fetches them in one request.
export { default as antd } from 'antd/locale/ja_JP';
export { default as dayjs } from 'dayjs/locale/ja';
export { default as controls } from '../controls/ja.json';
