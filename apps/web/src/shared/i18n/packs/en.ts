// antd's and dayjs's texts for en, one chunk: a language's first antd screen fetches them in one request.
export { default as antd } from 'antd/locale/en_US';
export { default as dayjs } from 'dayjs/locale/en';
