export * from './session';
export * from './api';
export * from './antd';
export * from './pager';
export { Shell } from './shell';
export * from './a11y';
export * from './rich-text';
export * from './halves';
export * from './screen';
