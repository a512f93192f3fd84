// Shapes every answer shares (contract §1 and §0.3), as zod schemas: the server serialises its answers
// with them and the web app reads their types.
import { z, type ZodType } from 'zod';
import { SERVER_MESSAGES } from './server-messages.ts';

/** The envelope every answer travels in, around the answer's own data. */
export const EnvelopeOf = <T extends ZodType>(data: T) => z.object({ code: z.string(), msg: z.string().nullable(), data, success: z.boolean() });

/** An answer without data (`msg: "ok"`, `data: null`). */
export const EmptyEnvelope = EnvelopeOf(z.null());

/** One page of a list (PageVO). */
export const PageOf = <T extends ZodType>(item: T) => z.object({ pages: z.number().int(), total: z.number().int(), list: z.array(item) });

/** Dates on the wire: `yyyy-MM-dd HH:mm:ss` in GMT+8, or null. */
export const WireTime = z.string().nullable();

/** How far the wire's clock (GMT+8, as mall4cloud writes times) is ahead of UTC. */
export const WIRE_TIME_OFFSET_MS = 8 * 3600 * 1000;

export const PAGE_MESSAGES = { pageNumRequired: 'pageNum不能为空', pageSizeRequired: 'pageSize不能为空' } as const;
const { pageNumRequired, pageSizeRequired } = PAGE_MESSAGES;

/** Page query (contract §0.3): 1-based page number; page size clamped to 500 as upstream does. */
export const PageQuery = z.object({
  // Left out, they take their default; a value that is no number gets its kind's message (必须为数字), not 不能为空.
  pageNum: z.coerce.number().int(pageNumRequired).min(1, pageNumRequired).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int(pageSizeRequired)
    .min(1, pageSizeRequired)
    .default(10)
    .transform((n) => Math.min(n, 500)),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A number written out: digits, with a minus and a fraction at most (no exponent, hex or plus), as upstream reads one. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Ids are bigint columns: positive safe integers. */
export const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const noId = (v: unknown) => (v === 0 || v === '0' || v === '' || v === null ? undefined : v);

/** A record's id in a save body: upstream clients send `0`, `''` or `null` when creating, which means "no id". */
export const SaveId = z.preprocess(noId, Id.optional());

/** SaveId with the domain's own message for an id that is neither absent nor a positive safe integer. */
export const saveId = (message: string) =>
  z.preprocess(noId, z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message).optional());

/** `''` and `null` mean "not given" for an optional field. */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional filter: `''`, `null` and the strings "null"/"undefined" that clients send mean "not given". */
export const blankAsUndefined = (value: unknown) => (value === '' || value === null || value === 'null' || value === 'undefined' ? undefined : value);

/** A 0/1 flag field, refused with `message` otherwise. */
export const flag = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(1, message);

/** A required id (query or path), refused with `message` when missing or not a positive safe integer. */
export const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/** A field a create fills in when it is left out, as an update reads it: left out stays undefined. */
type KeptWhenLeftOut<F> =
  F extends z.ZodDefault<infer Inner>
    ? z.ZodOptional<Inner>
    : F extends z.ZodPipe<infer Before, z.ZodDefault<infer Inner>>
      ? z.ZodPipe<Before, z.ZodOptional<Inner>>
      : F;
export type UpdateShape<S extends z.ZodRawShape> = { [K in keyof S]: KeptWhenLeftOut<S[K]> };

function keptWhenLeftOut(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) return (field.unwrap() as z.ZodType).optional();
  if (field instanceof z.ZodPipe && field.out instanceof z.ZodDefault) return z.pipe(field.in, (field.out.unwrap() as z.ZodType).optional());
  return field;
}

/**
 * A save body's fields as its update (PUT) reads them: a field the create fills with a default when it is left out
 * (a status, a sort order, a list) is, in an update, left out, and the record keeps what it holds. Upstream's
 * updates write only the fields sent; a client that sends fewer fields (an older one, a script) never turns a
 * disabled picture back on or empties a role's grants.
 */
export const updateShape = <S extends z.ZodRawShape>(shape: S): UpdateShape<S> =>
  Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, keptWhenLeftOut(field as z.ZodType)])) as UpdateShape<S>;

/**
 * A record's `version` as its detail gives it: when it last changed, in milliseconds (every change moves it on, even
 * two within a millisecond).
 */
export const RecordVersion = z.number().int();

/**
 * The `version` an update sends back, of the record as its form read it: a save from a form read before the record
 * changed elsewhere is refused (数据已在别处修改…) rather than written over the other change. Left out (upstream's
 * clients), the update writes as upstream's does.
 */
export const readVersion = (message: string = SERVER_MESSAGES.changedMeanwhile) => z.number({ error: message }).int(message).optional();

/** `updateShape` of an object schema with no rule of its own across fields, with the `version` its form read. */
export const updateBodyOf = <S extends z.ZodRawShape>(body: z.ZodObject<S>) => z.object({ ...updateShape(body.shape), version: readVersion() });
