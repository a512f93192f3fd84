// Numbers as clients send them. Upstream's Java binding reads a JSON null, and a blank query or form value, as "not
// given", and reads only a decimal number as a number. zod's coercion (`Number(value)`) reads null, '' and false as
// 0, '0x10' as 16 and [5] as 5: a carousel image saved with `seq: null` was stored with 0, a list asked for
// `status=` filtered on 0, and a hex id named a record. Every request is read through `wireInput` first (see
// route-schemas.ts), so a field a schema declares falls under these rules without a word of its own.
import type { ZodType } from 'zod';
import { DECIMAL_TEXT } from '@caremall/contract';

/** What a schema expects where: numbers, objects and arrays of them; anything else is left to the schema. */
type Plan =
  | { kind: 'number'; orFlag: boolean }
  | { kind: 'object'; keys: Map<string, { plan: Plan; nullable: boolean }> }
  | { kind: 'array'; element: Plan }
  | { kind: 'other' };

interface Def {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  element?: ZodType;
  shape?: Record<string, ZodType>;
  values?: unknown[];
  options?: ZodType[];
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers, and whether one of them lets null through as null. */
function unwrap(schema: ZodType): { inner: ZodType; nullable: boolean } {
  let nullable = false;
  for (let current = schema; ;) {
    const def = defOf(current);
    if (def.type === 'nullable') nullable = true;
    if (def.innerType) current = def.innerType;
    // A pipe whose first step is a transform (`z.preprocess`) reads what that transform gives the next step; an
    // input's own steps (`.transform` after a number) come after the number.
    else if (def.type === 'pipe') current = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    else return { inner: current, nullable };
  }
}

const typeOf = (schema: ZodType) => defOf(unwrap(schema).inner);

/** A number, a number literal (a status 1 or 4), or a union of them; `flags`: or true/false (a menu's `hidden`). */
function takesNumbers(schema: ZodType, flags = false): boolean {
  const def = typeOf(schema);
  if (def.type === 'number') return true;
  if (def.type === 'literal') return (def.values ?? []).every((value) => typeof value === 'number');
  if (def.type === 'boolean') return flags;
  return (
    def.type === 'union' &&
    (def.options ?? []).every((option) => takesNumbers(option, flags)) &&
    !(def.options ?? []).every((option) => typeOf(option).type === 'boolean')
  );
}

function planOf(schema: ZodType | undefined): Plan {
  if (!schema) return { kind: 'other' };
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (takesNumbers(inner, true)) return { kind: 'number', orFlag: !takesNumbers(inner) };
  if (def.type === 'array') return { kind: 'array', element: planOf(def.element) };
  if (def.type === 'object' && def.shape) {
    const keys = new Map(Object.entries(def.shape).map(([key, field]) => [key, { plan: planOf(field), nullable: unwrap(field).nullable }] as const));
    return { kind: 'object', keys };
  }
  return { kind: 'other' };
}

const isBlankText = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** A number field's value: a decimal (in text too) stays, anything else that is not blank can only be refused. */
function numberInput(value: unknown, orFlag: boolean): unknown {
  if (typeof value === 'number' || (orFlag && typeof value === 'boolean')) return value;
  const text = typeof value === 'string' ? value.trim() : null;
  return text !== null && DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
}

function read(value: unknown, plan: Plan): unknown {
  if (plan.kind === 'number') return numberInput(value, plan.orFlag);
  if (plan.kind === 'array') return Array.isArray(value) ? value.map((item) => (item === null ? item : read(item, plan.element))) : value;
  if (plan.kind !== 'object' || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const given: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const expected = plan.keys.get(key);
    if (!expected) {
      given[key] = field;
      continue;
    }
    // Not given: a null, or a blank where a number is expected; kept as null only where null has a meaning.
    if (field === null || (expected.plan.kind === 'number' && isBlankText(field))) {
      if (expected.nullable) given[key] = null;
      continue;
    }
    given[key] = read(field, expected.plan);
  }
  return given;
}

/** Reads a request's body, query or params as upstream's binding would, for `schema` to validate. */
export function wireInput(schema: ZodType): (data: unknown) => unknown {
  const plan = planOf(schema);
  return plan.kind === 'other' ? (data) => data : (data) => read(data, plan);
}
