// The wire contract shared by the web app and the server, one folder per mall4cloud service.
export * from './common/codes.ts';
export * from './auth/auth.ts';
export * from './rbac/catalogue.ts';
export * from './rbac/rbac.ts';
export * from './biz/media.ts';
export * from './product/spu.ts';
export * from './product/catalog.ts';
export * from './product/attr.ts';
export * from './multishop/hot-search.ts';
export * from './multishop/notice.ts';
export * from './multishop/shop-user.ts';
export * from './order/order.ts';
export * from './common/wire.ts';
export * from './common/services.ts';
