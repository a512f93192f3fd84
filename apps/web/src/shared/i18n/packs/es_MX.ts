// antd's and dayjs's texts, and the app's names for antd's controls (`controls/`), for es_MX, one chunk. antd has no
// Mexican Spanish; its Spanish reads the same for a back office.
export { default as antd } from 'antd/locale/es_ES';
export { default as dayjs } from 'dayjs/locale/es-mx';
export { default as controls } from '../controls/es_MX.json';
