export * from './session';
export * from './api';
export * from './antd';
export { Shell } from './shell';
export * from './a11y';
