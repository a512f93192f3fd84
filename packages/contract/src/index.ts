export * from './codes.ts';
export * from './auth.ts';
export * from './permissions.ts';
export * from './rbac.ts';
export * from './media.ts';
export * from './spu.ts';
export * from './shop-content.ts';
export * from './order.ts';
