export * from './session';
export * from './api';
export * from './antd';
export { Shell } from './shell';
