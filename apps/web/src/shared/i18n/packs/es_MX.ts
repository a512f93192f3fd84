// antd's and dayjs's texts for es_MX (antd has no Mexican Spanish; its Spanish reads the same for a back office), one chunk.
export { default as antd } from 'antd/locale/es_ES';
export { default as dayjs } from 'dayjs/locale/es-mx';
