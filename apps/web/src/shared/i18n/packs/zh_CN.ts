// antd's and dayjs's texts, and the app's names for antd's controls (`controls/`), for zh_CN, one chunk: a language's first antd screen fetches them in one request.
export { default as antd } from 'antd/locale/zh_CN';
export { default as dayjs } from 'dayjs/locale/zh-cn';
export { default as controls } from '../controls/zh_CN.json';
