// A number field reads what clients send as upstream's binding does: null and a blank are "not given", only a
// decimal is a number. Generated over every number field of every route's body, query and params (and of the objects
// of an array body or field): a field added later is covered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { zodValidatorCompiler } from '../../src/platform/http/route-schemas.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { actor, type Call } from './actors.ts';
import { registeredRoutes, routeKey } from './route-table.ts';

let t: TestApp;
let asOwner: Call;
beforeAll(async () => {
  t = await createTestApp();
  asOwner = await actor(t.app, 'shop_admin');
});
afterAll(async () => {
  await t.close();
});

type Outcome = { ok: true; value: unknown } | { ok: false; messages: string[] };

const shapeOf = (schema: ZodType | undefined) => (schema as unknown as { shape?: Record<string, ZodType> } | undefined)?.shape;
const elementOf = (schema: ZodType | undefined) => (schema as unknown as { element?: ZodType } | undefined)?.element;

/** A field alone, read the way its route reads it: `wrap` puts it where the route has it (itself, or in an array). */
interface Field {
  name: string;
  read: (value: unknown) => Outcome;
}

function fieldsOf(route: string, schema: ZodType | undefined): Field[] {
  const fields: Field[] = [];
  const add = (name: string, owner: (field: ZodType) => ZodType, wrap: (value: unknown) => unknown, field: ZodType) => {
    const validate = zodValidatorCompiler({ schema: owner(field), method: 'POST', url: route, httpPart: 'body' }) as (data: unknown) => {
      value?: unknown;
      error?: Error & { validationMessages: string[] };
    };
    fields.push({
      name,
      read: (value) => {
        const result = validate(wrap(value));
        return result.error ? { ok: false, messages: result.error.validationMessages } : { ok: true, value: result.value };
      },
    });
  };
  const objectKeys = (shape: Record<string, ZodType>, prefix: string, inArray: boolean) => {
    for (const [key, field] of Object.entries(shape)) {
      const owner = (f: ZodType) => (inArray ? z.array(z.object({ [key]: f })) : z.object({ [key]: f }));
      const wrap = (value: unknown) => {
        const item = value === ABSENT ? {} : { [key]: value };
        return inArray ? [item] : item;
      };
      add(`${prefix}${key}`, owner, wrap, field);
      const nested = shapeOf(elementOf(field));
      if (nested && !inArray) {
        for (const [inner, innerField] of Object.entries(nested)) {
          add(
            `${key}[].${inner}`,
            (f) => z.object({ [key]: z.array(z.object({ [inner]: f })) }),
            (value) => ({ [key]: [value === ABSENT ? {} : { [inner]: value }] }),
            innerField,
          );
        }
      }
    }
  };
  const shape = shapeOf(schema);
  if (shape) objectKeys(shape, '', false);
  const element = shapeOf(elementOf(schema));
  if (element) objectKeys(element, '[].', true);
  return fields;
}

const ABSENT = Symbol('absent');
/** How the spec and the contract word "this field is missing": X不能为空, 请输入X, 请选择X. */
const ASKS_FOR_A_VALUE = /不能为空|请输入|请选择/;

/** A field that takes a number and refuses text: some small number passes it, a word does not. */
const takesNumbers = (field: Field) => [0, 1, 5].some((n) => field.read(n).ok) && !field.read('abc').ok;

const numberFields = () =>
  registeredRoutes().flatMap((route) =>
    [route.body, route.querystring, route.params].flatMap((schema) =>
      fieldsOf(routeKey(route), schema)
        .filter(takesNumbers)
        .map((field) => ({ route: routeKey(route), field })),
    ),
  );

describe('number fields, as clients send them', () => {
  it('read null and a blank as not given, and refuse anything but a decimal', () => {
    const fields = numberFields();
    expect(fields.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { route, field } of fields) {
      const absent = field.read(ABSENT);
      const asNull = field.read(null);
      // A field that keeps a null (an unlinked product) reads a blank as that null; any other reads both as not given.
      const keepsNull = asNull.ok && JSON.stringify(asNull.value).includes(':null');
      const notGiven = keepsNull ? asNull : absent;
      for (const blank of [null, '', '  ']) {
        const read = field.read(blank);
        if (JSON.stringify(read) !== JSON.stringify(notGiven))
          problems.push(`${route} ${field.name}=${JSON.stringify(blank)}: ${JSON.stringify(read)}`);
      }
      // A field that takes true and false as themselves (a menu's hidden, a Boolean upstream) is a flag as well.
      const takesFlags = [true, false].every((flag) => {
        const read = field.read(flag);
        return read.ok && JSON.stringify(read.value).includes(`:${flag}`);
      });
      for (const notANumber of ['0x10', '1e1', 'Infinity', '1,2', ...(takesFlags ? [] : [true, false]), [1], {}]) {
        if (field.read(notANumber).ok) problems.push(`${route} ${field.name}=${JSON.stringify(notANumber)} taken`);
      }
      // A value sent but not a number is not answered with what the field says when nothing is sent, where that asks
      // for a value (状态不能为空 for "x").
      const whenMissing = absent.ok ? null : JSON.stringify(absent.messages);
      for (const notANumber of ['abc', '0x10', [1], {}]) {
        const read = field.read(notANumber);
        if (!read.ok && JSON.stringify(read.messages) === whenMissing && read.messages.some((message) => ASKS_FOR_A_VALUE.test(message)))
          problems.push(`${route} ${field.name}=${JSON.stringify(notANumber)} answered as missing: ${read.messages.join('; ')}`);
      }
      for (const n of [0, 1, 5]) {
        const [asNumber, asText] = [field.read(n), field.read(` ${n} `)];
        if (JSON.stringify(asNumber) !== JSON.stringify(asText)) problems.push(`${route} ${field.name}: ${n} and " ${n} " read apart`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('ids over HTTP', () => {
  it('a value too large for an id is refused once', async () => {
    const answer = await asOwner({ method: 'GET', url: '/mall_product/admin/spu?spuId=9223372036854775808' });
    expect(answer.code).toBe('A00002');
    expect(answer.data).toHaveLength(1);
  });

  it('a word where a number goes is answered as such, not as missing', async () => {
    const answer = await asOwner({ method: 'PUT', url: '/mall_product/admin/spu/prod_status', payload: { spuId: 1, status: 'x' } });
    expect(answer).toMatchObject({ code: 'A00002', data: ['status:必须为数字'] });
    const missing = await asOwner({ method: 'PUT', url: '/mall_product/admin/spu/prod_status', payload: { spuId: 1 } });
    expect(missing).toMatchObject({ code: 'A00002', data: ['status:状态不能为空'] });
  });

  it('a hexadecimal id names nothing', async () => {
    const answer = await asOwner({ method: 'GET', url: '/mall_product/admin/spu?spuId=0x10' });
    expect(answer.code).toBe('A00002');
  });
});
