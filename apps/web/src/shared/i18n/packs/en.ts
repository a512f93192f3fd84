// antd's and dayjs's texts, and the app's names for antd's controls (`controls/`), for en, one chunk: a language's first antd screen fetches them in one request.
export { default as antd } from 'antd/locale/en_US';
export { default as dayjs } from 'dayjs/locale/en';
export { default as controls } from '../controls/en.json';
