// Every text the server answers, by domain: the Chinese sources (spec wording) the translations mirror.
// A domain's new *_MESSAGES object is added here, and the type below then asks each language for it.
import { AUTH_MESSAGES, CAPTCHA_MESSAGES } from '../auth/auth.ts';
import { MEDIA_MESSAGES } from '../biz/media.ts';
import { DefaultMessage, type ResponseCodeValue } from '../common/codes.ts';
import { SERVER_MESSAGES, UPLOAD_MESSAGES } from '../common/server-messages.ts';
import { PAGE_MESSAGES } from '../common/wire.ts';
import { ZOD_MESSAGES } from '../common/zod-messages.ts';
import { AREA_MESSAGES } from '../delivery/area.ts';
import { HOT_SEARCH_MESSAGES } from '../multishop/hot-search.ts';
import { INDEX_IMG_MESSAGES } from '../multishop/index-img.ts';
import { NOTICE_MESSAGES } from '../multishop/notice.ts';
import { SHOP_USER_MESSAGES } from '../multishop/shop-user.ts';
import { ORDER_MESSAGES } from '../order/order.ts';
import { ATTR_MESSAGES } from '../product/attr.ts';
import { CATEGORY_MESSAGES } from '../product/category.ts';
import { OFFLINE_EVENT_MESSAGES } from '../product/offline-event.ts';
import { SPU_MESSAGES } from '../product/spu.ts';
import { SPU_TRANSFER_MESSAGES } from '../product/spu-transfer.ts';
import { GRANT_MESSAGES, MENU_MESSAGES, MENU_PERMISSION_MESSAGES, ROLE_MESSAGES } from '../rbac/rbac.ts';

const defaultsOf = <C extends ResponseCodeValue>(...codes: C[]) =>
  Object.fromEntries(codes.map((code) => [code, DefaultMessage[code] ?? ''])) as Record<C, string>;

/** The envelope codes' own texts (the answer's msg when nothing more specific is said). */
export const RESPONSE_MESSAGES = defaultsOf('A00003', 'A00004', 'A00005', 'A00006', 'A00007', 'A00010', 'A01000', 'A03000', 'A03012');

export const MESSAGE_CATALOGUE = {
  RESPONSE_MESSAGES,
  SERVER_MESSAGES,
  UPLOAD_MESSAGES,
  PAGE_MESSAGES,
  ZOD_MESSAGES,
  AUTH_MESSAGES,
  CAPTCHA_MESSAGES,
  AREA_MESSAGES,
  MEDIA_MESSAGES,
  ORDER_MESSAGES,
  ROLE_MESSAGES,
  MENU_MESSAGES,
  MENU_PERMISSION_MESSAGES,
  GRANT_MESSAGES,
  ATTR_MESSAGES,
  CATEGORY_MESSAGES,
  OFFLINE_EVENT_MESSAGES,
  SPU_MESSAGES,
  SPU_TRANSFER_MESSAGES,
  HOT_SEARCH_MESSAGES,
  INDEX_IMG_MESSAGES,
  NOTICE_MESSAGES,
  SHOP_USER_MESSAGES,
} as const;
export type MessageCatalogue = typeof MESSAGE_CATALOGUE;

/** A text, or a message function with its template; anything else in a messages object (e.g. the CSV labels) is not one. */
type MessageKeys<T> = { [K in keyof T]: T[K] extends string | { readonly template: string } ? K : never }[keyof T];

/**
 * One language's texts, mirroring the catalogue: a text for each text, a template with the same `{places}`
 * for each message function. A missing message is a type error.
 */
export type MessageTranslations = { readonly [D in keyof MessageCatalogue]: { readonly [K in MessageKeys<MessageCatalogue[D]>]: string } };
