import { z } from 'zod';

/** Order status (spec section 4). 4 is unused; 7 is a timed-out cancel. */
export const OrderStatus = {
  UNPAID: 1,
  WAIT_DELIVERY: 2,
  WAIT_RECEIPT: 3,
  WAIT_COMPLETE: 4,
  COMPLETED: 5,
  CANCELLED: 6,
  TIMEOUT_CANCELLED: 7,
} as const;
export const ORDER_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;
/** The list's status tabs; null is "all". */
export const ORDER_STATUS_TABS = [null, 1, 2, 3, 5, 6] as const;

/** Pay types (spec section 9): 0 points, 1 WeChat pay, 2 Alipay, 3 balance. */
export const PayType = { POINTS: 0, WECHAT: 1, ALIPAY: 2, BALANCE: 3 } as const;
export const PAY_TYPES = [0, 1, 2, 3] as const;
/** Order type 0 is a normal order. */
export const ORDER_TYPES = [0] as const;
/** Delivery type of an order: 1 express, 2 pickup, 3 no delivery needed, 4 same-city delivery. */
export const DeliveryType = { EXPRESS: 1, PICKUP: 2, NONE: 3, SAME_CITY: 4 } as const;
export const DELIVERY_TYPES = [1, 2, 3, 4] as const;
/** Ship dialog options: 1 (disabled, the default), 3 selectable, 4 disabled. The server takes 1 and 3. */
export const SHIP_DELIVERY_TYPES = [1, 3, 4] as const;
export const SHIPPABLE_DELIVERY_TYPES: readonly number[] = [1, 3];
/** Refund status of an order: 1 applied, 2 refunded, 3 partly refunded, 4 refund failed. */
export const REFUND_STATUSES = [1, 2, 3, 4] as const;
/** Item refund stage (returnMoneySts) 1..5: applied, seller accepted, buyer shipped, seller received, refunded. */
export const RETURN_MONEY_STAGES = [1, 2, 3, 4, 5] as const;

export const ORDER_LIMITS = { deliveryNoMax: 50, exportMaxRows: 50_000 } as const;

/** Messages of the order calls (shown verbatim in the envelope). */
export const ORDER_MESSAGES = {
  notFound: '订单不存在',
  notWaitingDelivery: '订单不是待发货状态，无法发货',
  pickupNoDelivery: '自提订单无需发货',
  itemsRequired: '请选择发货商品',
  itemNotInOrder: '发货商品不属于该订单',
  duplicateItem: '发货商品不能重复',
  changeNumMin: '发货数量必须大于0',
  overShip: '发货数量不能超过未发货数量',
  deliveryTypeInvalid: '请选择正确的发货方式',
  companyRequired: '请选择物流公司',
  companyNotFound: '物流公司不存在',
  deliveryNoRequired: '请输入物流单号',
  deliveryNoTooLong: `物流单号不能超过${ORDER_LIMITS.deliveryNoMax}个字符`,
  deliveryNoPattern: '物流单号只能包含字母、数字和短横线',
  orderIdRequired: '订单编号不能为空',
  timeFormat: '时间格式应为 yyyy-MM-dd HH:mm:ss',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalInt = (min: number, max: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const optionalTime = z.preprocess(blankToUndefined, z.string().regex(TIME, ORDER_MESSAGES.timeFormat).optional());

/** Filters of the order list and of the CSV export (query strings). */
export const OrderFilterQuery = z.object({
  orderId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  orderType: optionalInt(0, 9),
  payType: optionalInt(0, 3),
  consignee: optionalText(50),
  mobile: optionalText(20),
  /** 0 or absent means all. */
  status: optionalInt(0, 7),
  deliveryType: optionalInt(1, 4),
  stationName: optionalText(100),
  refundStatus: optionalInt(1, 4),
  startTime: optionalTime,
  endTime: optionalTime,
});
export type OrderFilterQuery = z.infer<typeof OrderFilterQuery>;

const positiveInt = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const SelectOrderItem = z.object({
  orderItemId: positiveInt(ORDER_MESSAGES.itemNotInOrder),
  changeNum: z.coerce.number({ error: ORDER_MESSAGES.changeNumMin }).int(ORDER_MESSAGES.changeNumMin).min(1, ORDER_MESSAGES.changeNumMin),
  pic: z.string().nullish(),
  spuName: z.string().nullish(),
});

/** POST /mall_order/m/order/delivery: one package of an order. */
export const OrderDeliveryBody = z
  .object({
    orderId: positiveInt(ORDER_MESSAGES.orderIdRequired),
    deliveryType: z.coerce
      .number({ error: ORDER_MESSAGES.deliveryTypeInvalid })
      .int(ORDER_MESSAGES.deliveryTypeInvalid)
      .refine((v) => SHIPPABLE_DELIVERY_TYPES.includes(v), ORDER_MESSAGES.deliveryTypeInvalid),
    deliveryCompanyId: z.preprocess(blankToUndefined, z.coerce.number().int().positive(ORDER_MESSAGES.companyRequired).optional()),
    deliveryNo: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(ORDER_LIMITS.deliveryNoMax, ORDER_MESSAGES.deliveryNoTooLong)
        .regex(/^[A-Za-z0-9-]*$/, ORDER_MESSAGES.deliveryNoPattern)
        .optional(),
    ),
    selectOrderItems: z.array(SelectOrderItem, { error: ORDER_MESSAGES.itemsRequired }).min(1, ORDER_MESSAGES.itemsRequired).max(200),
  })
  .superRefine((body, ctx) => {
    const ids = body.selectOrderItems.map((i) => i.orderItemId);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['selectOrderItems'], message: ORDER_MESSAGES.duplicateItem });
    if (body.deliveryType !== DeliveryType.EXPRESS) return;
    if (!body.deliveryCompanyId) ctx.addIssue({ code: 'custom', path: ['deliveryCompanyId'], message: ORDER_MESSAGES.companyRequired });
    if (!body.deliveryNo) ctx.addIssue({ code: 'custom', path: ['deliveryNo'], message: ORDER_MESSAGES.deliveryNoRequired });
  });
export type OrderDeliveryBody = z.infer<typeof OrderDeliveryBody>;

export interface OrderAddrVO {
  orderAddrId: number;
  consignee: string | null;
  mobile: string | null;
  province: string | null;
  city: string | null;
  area: string | null;
  addr: string | null;
}

export interface OrderItemVO {
  orderItemId: number;
  orderId: number;
  spuId: number | null;
  skuId: number | null;
  spuName: string;
  skuName: string | null;
  /** [img] */
  pic: string | null;
  price: number;
  count: number;
  spuTotalAmount: number;
  /** -1 nothing shipped, 0 all shipped, n > 0 the count still to ship (partly shipped). */
  status: number;
  /** How many of `count` went out in packages so far. */
  deliveredCount: number;
  returnMoneySts: number | null;
}

/** One package: what went out together, with which company and tracking number. */
export interface DeliveryExpressVO {
  deliveryId: number;
  /** 1..n in shipping order. */
  packageNo: number;
  deliveryType: number;
  deliveryCompanyId: number | null;
  deliveryCompanyName: string | null;
  deliveryNo: string | null;
  createTime: string;
  orderItems: (Pick<OrderItemVO, 'orderItemId' | 'spuName' | 'skuName' | 'pic' | 'price'> & { count: number })[];
}

export interface OrderVO {
  orderId: number;
  shopId: number;
  userId: number | null;
  nickName: string | null;
  orderType: number;
  payType: number | null;
  status: number;
  isPayed: number;
  deliveryType: number;
  closeType: number | null;
  total: number;
  allCount: number;
  remarks: string | null;
  shopRemarks: string | null;
  stationName: string | null;
  refundStatus: number | null;
  consignee: string | null;
  mobile: string | null;
  createTime: string;
  updateTime: string;
  payTime: string | null;
  deliveryTime: string | null;
  finallyTime: string | null;
  cancelTime: string | null;
  preSaleTime: string | null;
  orderAddr: OrderAddrVO;
  orderItems: OrderItemVO[];
  deliveryExpresses: DeliveryExpressVO[];
}

/** A row of the order list: the order with its items (no packages). */
export type OrderListVO = Omit<OrderVO, 'deliveryExpresses'>;

export interface DeliveryCompanyVO {
  deliveryCompanyId: number;
  name: string;
}

/** Detail progress step: 4 with finallyTime, else 2 with payTime, else 1. */
export function orderProgressStep(order: Pick<OrderVO, 'createTime' | 'payTime' | 'finallyTime'>): number {
  if (order.finallyTime) return 4;
  if (order.payTime) return 2;
  return order.createTime ? 1 : 0;
}

/** The ship action appears only for orders waiting for shipment that are not pickups. */
export const canDeliver = (order: Pick<OrderVO, 'status' | 'deliveryType'>) =>
  order.status === OrderStatus.WAIT_DELIVERY && order.deliveryType !== DeliveryType.PICKUP;
