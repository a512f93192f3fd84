export * from './auth.ts';
export * from './multishop.ts';
export * from './rbac.ts';
export * from './delivery.ts';
export * from './media.ts';
export * from './spu.ts';
export * from './shop-content.ts';
export * from './order.ts';
