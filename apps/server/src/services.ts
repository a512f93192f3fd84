// Every route of the server, by the mall4cloud service that owns it: each service's plugin owns its
// prefix (contract §0.1), so a module registers only its service-local paths.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { SERVICES, type ServiceName } from '@caremall/contract';
import { captchaRoutes } from './platform/captcha/captcha.routes.ts';
import { localFilesRoutes } from './platform/storage/local-files.routes.ts';
import { loginRoutes } from './modules/auth/login.routes.ts';
import { appConfigRoutes } from './modules/auth/app-config.routes.ts';
import { ssoRoutes } from './modules/auth/sso.routes.ts';
import { shopUserInfoRoutes } from './modules/multishop/shop-user-info.routes.ts';
import { shopUserRoutes } from './modules/multishop/shop-user.routes.ts';
import { shopUserAccountRoutes } from './modules/multishop/shop-user-account.routes.ts';
import { indexImgRoutes } from './modules/multishop/index-img.routes.ts';
import { hotSearchRoutes } from './modules/multishop/hot-search.routes.ts';
import { noticeRoutes } from './modules/multishop/notice.routes.ts';
import { menuRoutes } from './modules/rbac/menu.routes.ts';
import { menuAdminRoutes } from './modules/rbac/menu-admin.routes.ts';
import { menuPermissionRoutes } from './modules/rbac/menu-permission.routes.ts';
import { roleRoutes } from './modules/rbac/role.routes.ts';
import { areaRoutes } from './modules/delivery/area.routes.ts';
import { ossRoutes } from './modules/biz/oss.routes.ts';
import { attachFileGroupRoutes } from './modules/biz/attach-file-group.routes.ts';
import { attachFileRoutes } from './modules/biz/attach-file.routes.ts';
import { spuRoutes, spuSearchRoutes } from './modules/product/spu/spu.routes.ts';
import { spuDetailRoutes } from './modules/product/spu/spu-detail.routes.ts';
import { spuExportRoutes } from './modules/product/spu/spu-export.routes.ts';
import { spuImportRoutes } from './modules/product/spu/spu-import.routes.ts';
import { offlineEventRoutes, platformReviewRoutes } from './modules/product/spu/offline.routes.ts';
import { productSelectRoutes } from './modules/product/spu/product-select.routes.ts';
import { demoImageRoutes } from './modules/product/spu/demo-images.routes.ts';
import { categoryRoutes } from './modules/product/category/category.routes.ts';
import { brandRoutes } from './modules/product/brand/brand.routes.ts';
import { attrRoutes } from './modules/product/attr/attr.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { orderExportRoutes } from './modules/order/order-export.routes.ts';
import { deliveryCompanyRoutes, orderDeliveriesRoutes, orderShipRoutes } from './modules/order/order-delivery.routes.ts';

export const SERVICE_MODULES: Record<ServiceName, FastifyPluginAsync[]> = {
  auth: [captchaRoutes, loginRoutes, appConfigRoutes, ssoRoutes],
  multishop: [shopUserInfoRoutes, shopUserRoutes, shopUserAccountRoutes, indexImgRoutes, hotSearchRoutes, noticeRoutes],
  rbac: [menuRoutes, menuAdminRoutes, menuPermissionRoutes, roleRoutes],
  product: [
    spuRoutes,
    spuExportRoutes,
    spuImportRoutes,
    spuDetailRoutes,
    offlineEventRoutes,
    platformReviewRoutes,
    categoryRoutes,
    brandRoutes,
    attrRoutes,
  ],
  search: [spuSearchRoutes],
  order: [orderRoutes, orderShipRoutes, orderExportRoutes],
  biz: [ossRoutes, attachFileGroupRoutes, attachFileRoutes],
  delivery: [areaRoutes, deliveryCompanyRoutes],
  root: [orderDeliveriesRoutes, productSelectRoutes, demoImageRoutes, localFilesRoutes],
};

export async function registerServices(app: FastifyInstance): Promise<void> {
  for (const [name, modules] of Object.entries(SERVICE_MODULES) as [ServiceName, FastifyPluginAsync[]][]) {
    await app.register(
      async (service) => {
        for (const module of modules) await service.register(module);
      },
      { prefix: SERVICES[name] },
    );
  }
}
