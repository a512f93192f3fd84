/** Demo sign-ins printed by `npm start` and used by the tests. */
export const DEMO_PASSWORD = 'Caremall123';

export const DEMO_SHOPS = {
  ordinary: { shopId: 1, shopName: '乐享优选', type: 2, tenantName: null },
  care: { shopId: 2, shopName: '康乐养老服务', type: 3, tenantName: '康乐社区养老服务中心' },
} as const;

export interface DemoAccount {
  username: string;
  description: string;
  shopId: number;
  isAdmin: 0 | 1;
  nickName: string;
  /** Staff only: the menus (ids) and permission codes of their one role. */
  role?: { roleName: string; menuIds: number[]; permissions: string[] };
}

// A staff role: orders and hot search (view, create, edit: no delete), nothing of roles or products.
const staffRole = (roleName: string) => ({
  roleName,
  menuIds: [147, 148, 145, 258],
  permissions: ['multishop:hotSearch:save', 'multishop:hotSearch:update'],
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'platform', description: 'platform administrator', shopId: 0, isAdmin: 1, nickName: '平台管理员' },
  { username: 'shop_admin', description: `admin of ${DEMO_SHOPS.ordinary.shopName} (ordinary shop)`, shopId: 1, isAdmin: 1, nickName: '乐享店长' },
  {
    username: 'shop_staff',
    description: `staff of ${DEMO_SHOPS.ordinary.shopName}, some menus only`,
    shopId: 1,
    isAdmin: 0,
    nickName: '乐享店员',
    role: staffRole('店员'),
  },
  {
    username: 'care_admin',
    description: `admin of ${DEMO_SHOPS.care.shopName} (elderly-care service shop, type 3)`,
    shopId: 2,
    isAdmin: 1,
    nickName: '康乐店长',
  },
  {
    username: 'care_staff',
    description: `staff of ${DEMO_SHOPS.care.shopName}, some menus only`,
    shopId: 2,
    isAdmin: 0,
    nickName: '康乐店员',
    role: staffRole('客服'),
  },
];
