/** Envelope codes of the mall4cloud wire contract (ResponseEnum). */
export const ResponseCode = {
  OK: '00000',
  SHOW_FAIL: 'A00001',
  METHOD_ARGUMENT_NOT_VALID: 'A00002',
  HTTP_MESSAGE_NOT_READABLE: 'A00003',
  UNAUTHORIZED: 'A00004',
  /** A valid session whose roles lack what the call needs (HTTP 403): a message, never a log-out. */
  FORBIDDEN: 'A00006',
  EXCEPTION: 'A00005',
  DATA_ERROR: 'A00007',
  DATA_INCOMPLETE: 'A00010',
  SPU_NOT_EXIST: 'A01000',
  ORDER_NOT_EXIST: 'A03000',
  ORDER_NOT_PAYED: 'A03012',
} as const;
export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

export const DefaultMessage: Partial<Record<ResponseCodeValue, string>> = {
  '00000': 'ok',
  A00002: '',
  A00003: '请求参数格式有误',
  A00004: 'Unauthorized',
  A00005: '服务器出了点小差',
  A00006: '无权限操作！',
  A00007: '数据异常，请刷新后重新操作',
  A00010: '数据不完整',
  A01000: 'spu not exist',
  A03000: 'order not exist',
  A03012: 'order not payed',
};

/** The largest value of a PostgreSQL integer column: counts and quantities past it are refused as input. */
export const INT4_MAX = 2_147_483_647;

export interface Envelope<T = unknown> {
  code: string;
  msg: string | null;
  data: T | null;
  success: boolean;
}

export interface PageVO<T> {
  pages: number;
  total: number;
  list: T[];
}

/** System types carried by a token: 1 merchant back office, 2 platform. */
export const SysType = { BUYER: 0, MERCHANT: 1, PLATFORM: 2 } as const;
/** Menu business types per the spec: 0 platform menus, 1 shop menus. */
export const BizType = { PLATFORM: 0, SHOP: 1 } as const;
/** Role tree offset: permission ids are shifted by this inside the mixed menu/permission tree. */
export const PERMISSION_TREE_OFFSET = 5498415864;
/** Token cookie shared by web and server tests. */
export const TOKEN_COOKIE = 'mall-Admin-Token';
