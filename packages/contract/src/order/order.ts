// Orders and their delivery (spec sections 4, 7 and 9): calls, filters, bodies, answers and every text the server answers.
import { z } from 'zod';
import { blankToUndefined, PageOf, PageQuery, requiredId, WireTime } from '../common/wire.ts';

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
/** What any package may be shipped as; shipTypesFor narrows it to what one order allows. */
export const SHIPPABLE_DELIVERY_TYPES: readonly number[] = [DeliveryType.EXPRESS, DeliveryType.NONE, DeliveryType.SAME_CITY];
/**
 * What a package of an order may be shipped as, first the default: an express order by courier or with no
 * logistics; a same-city order by the shop's own same-city delivery or with no logistics; pickup orders are not shipped.
 */
export function shipTypesFor(orderDeliveryType: number): readonly number[] {
  if (orderDeliveryType === DeliveryType.EXPRESS) return [DeliveryType.EXPRESS, DeliveryType.NONE];
  if (orderDeliveryType === DeliveryType.SAME_CITY) return [DeliveryType.SAME_CITY, DeliveryType.NONE];
  if (orderDeliveryType === DeliveryType.NONE) return [DeliveryType.NONE];
  return [];
}
/** Refund status of an order: 1 applied, 2 refunded, 3 partly refunded, 4 refund failed. */
export const REFUND_STATUSES = [1, 2, 3, 4] as const;
/** Item refund stage (returnMoneySts) 1..5: applied, seller accepted, buyer shipped, buyer received (spec §4), refunded. */
export const RETURN_MONEY_STAGES = [1, 2, 3, 4, 5] as const;

export const ORDER_LIMITS = {
  deliveryNoMax: 50,
  exportMaxRows: 50_000,
  packageItemsMax: 200,
  consigneeMax: 50,
  mobileMax: 20,
  stationNameMax: 100,
} as const;

/** The CSV export's languages; the first is the default. */
export const ORDER_EXPORT_LANGS = ['zh_CN', 'en', 'es_MX', 'ja'] as const;
export type OrderExportLang = (typeof ORDER_EXPORT_LANGS)[number];

/** Messages of the order calls (shown verbatim in the envelope), and the texts of the CSV export. */
export const ORDER_MESSAGES = {
  notFound: '订单不存在',
  notWaitingDelivery: '订单不是待发货状态，无法发货',
  pickupNoDelivery: '自提订单无需发货',
  itemsRequired: '请选择发货商品',
  itemsTooMany: `发货商品不能超过${ORDER_LIMITS.packageItemsMax}个`,
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
  deliveryNoInvalid: '物流单号格式不正确',
  orderIdRequired: '订单编号不能为空',
  orderIdInvalid: '订单编号不正确',
  orderTypeInvalid: '订单类型不正确',
  payTypeInvalid: '支付方式不正确',
  consigneeTooLong: `收货人不能超过${ORDER_LIMITS.consigneeMax}个字符`,
  mobileTooLong: `手机号不能超过${ORDER_LIMITS.mobileMax}个字符`,
  statusInvalid: '订单状态不正确',
  orderDeliveryTypeInvalid: '配送方式不正确',
  stationNameTooLong: `自提点不能超过${ORDER_LIMITS.stationNameMax}个字符`,
  filterTextInvalid: '筛选条件应为文字',
  refundStatusInvalid: '退款状态不正确',
  timeFormat: '时间格式应为 yyyy-MM-dd HH:mm:ss',
  langInvalid: '语言不正确',
  /** The CSV export's header row and cell labels, by language. */
  exportCsv: {
    zh_CN: {
      columns: [
        '订单编号',
        '下单时间',
        '订单类型',
        '订单状态',
        '支付方式',
        '是否支付',
        '支付时间',
        '配送方式',
        '买家昵称',
        '收货人',
        '手机号',
        '收货地址',
        '商品',
        '件数',
        '订单金额(元)',
        '买家备注',
      ],
      status: { 1: '待付款', 2: '待发货', 3: '待收货', 4: '待评价', 5: '交易成功', 6: '交易失败', 7: '超时取消' },
      payType: { 0: '积分支付', 1: '微信支付', 2: '支付宝支付', 3: '余额支付' },
      deliveryType: { 1: '快递配送', 2: '自提', 3: '无需快递', 4: '同城配送' },
      orderType: { 0: '普通订单' },
      paid: ['未支付', '已支付'],
    },
    en: {
      columns: [
        'Order number',
        'Created',
        'Order type',
        'Status',
        'Pay type',
        'Paid',
        'Paid at',
        'Delivery',
        'Buyer',
        'Consignee',
        'Mobile',
        'Address',
        'Items',
        'Quantity',
        'Total (yuan)',
        'Remarks',
      ],
      status: {
        1: 'Awaiting payment',
        2: 'Awaiting shipment',
        3: 'Awaiting receipt',
        4: 'Awaiting review',
        5: 'Completed',
        6: 'Failed',
        7: 'Timed out',
      },
      payType: { 0: 'Points', 1: 'WeChat pay', 2: 'Alipay', 3: 'Balance' },
      deliveryType: { 1: 'Express', 2: 'Pickup', 3: 'No delivery needed', 4: 'Same-city delivery' },
      orderType: { 0: 'Normal order' },
      paid: ['Unpaid', 'Paid'],
    },
    es_MX: {
      columns: [
        'Número de pedido',
        'Creado',
        'Tipo de pedido',
        'Estado',
        'Forma de pago',
        'Pagado',
        'Pagado el',
        'Entrega',
        'Comprador',
        'Destinatario',
        'Celular',
        'Dirección',
        'Artículos',
        'Cantidad',
        'Total (yuanes)',
        'Comentarios del comprador',
      ],
      status: {
        1: 'Pendiente de pago',
        2: 'Pendiente de envío',
        3: 'Pendiente de recepción',
        4: 'Pendiente de reseña',
        5: 'Completado',
        6: 'Fallido',
        7: 'Vencido',
      },
      payType: { 0: 'Puntos', 1: 'WeChat Pay', 2: 'Alipay', 3: 'Saldo' },
      deliveryType: { 1: 'Paquetería', 2: 'Recoger en tienda', 3: 'No requiere envío', 4: 'Entrega en la misma ciudad' },
      orderType: { 0: 'Pedido normal' },
      paid: ['No pagado', 'Pagado'],
    },
    ja: {
      columns: [
        '注文番号',
        '作成日時',
        '注文種別',
        'ステータス',
        '支払方法',
        '支払状況',
        '支払日時',
        '配送',
        '購入者',
        '受取人',
        '携帯電話',
        '住所',
        '商品',
        '数量',
        '注文金額（元）',
        '購入者の備考',
      ],
      status: { 1: '支払い待ち', 2: '発送待ち', 3: '受取待ち', 4: 'レビュー待ち', 5: '完了', 6: '失敗', 7: '期限切れ' },
      payType: { 0: 'ポイント', 1: 'WeChat Pay', 2: 'Alipay', 3: '残高' },
      deliveryType: { 1: '宅配便', 2: '店頭受取', 3: '配送不要', 4: '同一市内配送' },
      orderType: { 0: '通常注文' },
      paid: ['未払い', '支払済み'],
    },
  },
} as const;
const M = ORDER_MESSAGES;

const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());
const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: M.filterTextInvalid }).trim().max(max, message).optional());
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const optionalTime = z.preprocess(blankToUndefined, z.string({ error: M.timeFormat }).regex(TIME, M.timeFormat).optional());

/** Filters of the order list and of the CSV export (query strings). */
export const OrderFilterQuery = z.object({
  orderId: z.preprocess(blankToUndefined, z.coerce.number({ error: M.orderIdInvalid }).int(M.orderIdInvalid).positive(M.orderIdInvalid).optional()),
  orderType: optionalInt(0, 9, M.orderTypeInvalid),
  payType: optionalInt(0, 3, M.payTypeInvalid),
  consignee: optionalText(ORDER_LIMITS.consigneeMax, M.consigneeTooLong),
  mobile: optionalText(ORDER_LIMITS.mobileMax, M.mobileTooLong),
  /** 0 or absent means all. */
  status: optionalInt(0, 7, M.statusInvalid),
  deliveryType: optionalInt(1, 4, M.orderDeliveryTypeInvalid),
  stationName: optionalText(ORDER_LIMITS.stationNameMax, M.stationNameTooLong),
  refundStatus: optionalInt(1, 4, M.refundStatusInvalid),
  startTime: optionalTime,
  endTime: optionalTime,
});
export type OrderFilterQuery = z.infer<typeof OrderFilterQuery>;

/** GET page: one page of the filtered list. */
export const OrderPageQuery = PageQuery.extend(OrderFilterQuery.shape);
export type OrderPageQuery = z.infer<typeof OrderPageQuery>;

/** GET export: the filtered list as CSV, its texts in `lang`. */
export const OrderExportQuery = OrderFilterQuery.extend({ lang: z.enum(ORDER_EXPORT_LANGS, { error: M.langInvalid }).default('zh_CN') });
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

/** `:orderId` of the detail and packages calls: an id that is not one answers as not found. */
export const OrderIdParams = z.object({ orderId: requiredId(M.notFound) });
export type OrderIdParams = z.infer<typeof OrderIdParams>;

const positiveInt = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const SelectOrderItem = z.object({
  orderItemId: positiveInt(M.itemNotInOrder),
  changeNum: z.coerce.number({ error: M.changeNumMin }).int(M.changeNumMin).min(1, M.changeNumMin),
  pic: z.string().nullish(),
  spuName: z.string().nullish(),
});

/**
 * An express package sent without any courier field (neither key present): what the upstream mall4cloud
 * client sends for an express order. Its backend ships it as "no logistics needed", and so do we.
 */
export const isCourierless = (body: object) => !('deliveryCompanyId' in body) && !('deliveryNo' in body);

/** POST delivery: one package of an order. */
export const OrderDeliveryBody = z
  .object({
    orderId: positiveInt(M.orderIdRequired),
    deliveryType: z.coerce
      .number({ error: M.deliveryTypeInvalid })
      .int(M.deliveryTypeInvalid)
      .refine((v) => SHIPPABLE_DELIVERY_TYPES.includes(v), M.deliveryTypeInvalid),
    deliveryCompanyId: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: M.companyRequired }).int(M.companyRequired).positive(M.companyRequired).optional(),
    ),
    deliveryNo: z.preprocess(
      blankToUndefined,
      z
        .string({ error: M.deliveryNoInvalid })
        .trim()
        .max(ORDER_LIMITS.deliveryNoMax, M.deliveryNoTooLong)
        .regex(/^[A-Za-z0-9-]*$/, M.deliveryNoPattern)
        .optional(),
    ),
    selectOrderItems: z.array(SelectOrderItem, { error: M.itemsRequired }).min(1, M.itemsRequired).max(ORDER_LIMITS.packageItemsMax, M.itemsTooMany),
  })
  .superRefine((body, ctx) => {
    const ids = body.selectOrderItems.map((i) => i.orderItemId);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['selectOrderItems'], message: M.duplicateItem });
    if (body.deliveryType !== DeliveryType.EXPRESS || isCourierless(body)) return;
    if (!body.deliveryCompanyId) ctx.addIssue({ code: 'custom', path: ['deliveryCompanyId'], message: M.companyRequired });
    if (!body.deliveryNo) ctx.addIssue({ code: 'custom', path: ['deliveryNo'], message: M.deliveryNoRequired });
  });
export type OrderDeliveryBody = z.infer<typeof OrderDeliveryBody>;

/** The shipping address copied onto the order; its id is the order's. */
export const OrderAddrVO = z.object({
  orderAddrId: z.number(),
  consignee: z.string().nullable(),
  mobile: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  addr: z.string().nullable(),
});
export type OrderAddrVO = z.infer<typeof OrderAddrVO>;

export const OrderItemVO = z.object({
  orderItemId: z.number(),
  orderId: z.number(),
  spuId: z.number().nullable(),
  skuId: z.number().nullable(),
  spuName: z.string(),
  skuName: z.string().nullable(),
  /** [img] */
  pic: z.string().nullable(),
  price: z.number(),
  count: z.number(),
  spuTotalAmount: z.number(),
  /** -1 nothing shipped, 0 all shipped, n > 0 the count still to ship (partly shipped). */
  status: z.number(),
  /** How many of `count` went out in packages so far. */
  deliveredCount: z.number(),
  returnMoneySts: z.number().nullable(),
});
export type OrderItemVO = z.infer<typeof OrderItemVO>;

/** An item line of a package: `count` is how many of it went into that package. */
export const DeliveryItemVO = OrderItemVO.pick({ orderItemId: true, spuName: true, skuName: true, pic: true, price: true, count: true });
export type DeliveryItemVO = z.infer<typeof DeliveryItemVO>;

/** One package: what went out together, with which company and tracking number. */
export const DeliveryExpressVO = z.object({
  deliveryId: z.number(),
  /** 1..n in shipping order. */
  packageNo: z.number(),
  deliveryType: z.number(),
  deliveryCompanyId: z.number().nullable(),
  deliveryCompanyName: z.string().nullable(),
  deliveryNo: z.string().nullable(),
  createTime: z.string(),
  orderItems: z.array(DeliveryItemVO),
});
export type DeliveryExpressVO = z.infer<typeof DeliveryExpressVO>;
export const DeliveryExpressList = z.array(DeliveryExpressVO);

/** A row of the order list: the order with its items (no packages). */
export const OrderListVO = z.object({
  orderId: z.number(),
  shopId: z.number(),
  userId: z.number().nullable(),
  nickName: z.string().nullable(),
  orderType: z.number(),
  payType: z.number().nullable(),
  status: z.number(),
  isPayed: z.number(),
  deliveryType: z.number(),
  closeType: z.number().nullable(),
  total: z.number(),
  allCount: z.number(),
  remarks: z.string().nullable(),
  shopRemarks: z.string().nullable(),
  stationName: z.string().nullable(),
  refundStatus: z.number().nullable(),
  consignee: z.string().nullable(),
  mobile: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  payTime: WireTime,
  deliveryTime: WireTime,
  finallyTime: WireTime,
  cancelTime: WireTime,
  preSaleTime: WireTime,
  orderAddr: OrderAddrVO,
  orderItems: z.array(OrderItemVO),
});
export type OrderListVO = z.infer<typeof OrderListVO>;
export const OrderPage = PageOf(OrderListVO);

/** One order with its items, address and packages. */
export const OrderVO = OrderListVO.extend({ deliveryExpresses: DeliveryExpressList });
export type OrderVO = z.infer<typeof OrderVO>;

export const DeliveryCompanyVO = z.object({ deliveryCompanyId: z.number(), name: z.string() });
export type DeliveryCompanyVO = z.infer<typeof DeliveryCompanyVO>;
export const DeliveryCompanyList = z.array(DeliveryCompanyVO);

/** Detail progress step: 4 with finallyTime, else 2 with payTime, else 1. */
export function orderProgressStep(order: Pick<OrderVO, 'createTime' | 'payTime' | 'finallyTime'>): number {
  if (order.finallyTime) return 4;
  if (order.payTime) return 2;
  return order.createTime ? 1 : 0;
}

/** The ship action appears only for orders waiting for shipment that are not pickups. */
export const canDeliver = (order: Pick<OrderVO, 'status' | 'deliveryType'>) =>
  order.status === OrderStatus.WAIT_DELIVERY && order.deliveryType !== DeliveryType.PICKUP;
