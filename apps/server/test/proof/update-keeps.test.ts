// An update (PUT) changes what it names: a field it leaves out keeps what the record holds. Upstream's updates write
// the fields sent; a default filled in for a field left out turned a disabled carousel picture back on, emptied a
// role's grants and cleared a category's icon. Generated over the route table (no update body fills in a field left
// out) and over the records served mall4cloud-style (each optional field of the save changed, then left out).
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { EDITED_RECORDS, editorsSuite, firstRecordUrl } from './route-cases.ts';
import { registeredRoutes, routeKey } from './route-table.ts';

const suite = editorsSuite();

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema under a body's wrappers (a refined object is a pipe or an object with checks). */
function shapeOf(schema: ZodType | undefined): Record<string, ZodType> | undefined {
  for (let current = schema; current;) {
    const def = defOf(current);
    if (def.shape) return def.shape;
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined) ?? def.element;
  }
  return undefined;
}

/** Each field of a body, and each field of the objects of its array fields, with what the field reads when left out. */
function leftOutReadings(body: ZodType): { field: string; reads: unknown }[] {
  const readings: { field: string; reads: unknown }[] = [];
  const walk = (shape: Record<string, ZodType>, prefix: string) => {
    for (const [key, field] of Object.entries(shape)) {
      const result = field.safeParse(undefined);
      if (result.success) readings.push({ field: `${prefix}${key}`, reads: result.data });
      const element = defOf(field).type === 'array' ? defOf(field).element : undefined;
      const inner = shapeOf(element) ?? (result.success ? undefined : shapeOf(field));
      if (inner && !prefix) walk(inner, `${key}[].`);
    }
  };
  walk(shapeOf(body) ?? {}, '');
  return readings;
}

describe('an update leaves what it leaves out as it is', () => {
  it('no update body of the route table fills in a field left out', () => {
    const updates = registeredRoutes().filter((route) => route.method === 'PUT' && shapeOf(route.body));
    expect(updates.length).toBeGreaterThan(10);
    const filled = updates.flatMap((route) =>
      leftOutReadings(route.body!)
        .filter(({ reads }) => reads !== undefined)
        .map(({ field, reads }) => `${routeKey(route)} ${field} → ${JSON.stringify(reads)}`),
    );
    expect(filled).toEqual([]);
  });

  const records = EDITED_RECORDS.filter((record) => record.putControl !== false);
  /** Fields an update of each kind of record has been seen to keep: the walk below is not allowed to go vacuous. */
  const exercised = new Set<string>();

  for (const record of records) {
    it(`PUT ${record.base}: each optional field changed, then left out, keeps its new value`, async () => {
      const route = registeredRoutes().find((r) => r.method === 'PUT' && r.url === record.base);
      expect(route, `PUT ${record.base} is in the route table`).toBeDefined();
      const call = suite.caller(record.who);
      const url = await firstRecordUrl(suite.app(), record);
      const read = async () => {
        const answer = await call({ method: 'GET', url });
        expect(answer.success, `GET ${url}: ${JSON.stringify(answer)}`).toBe(true);
        return { ...(answer.data as Record<string, unknown>), ...record.fill };
      };
      const put = (payload: Record<string, unknown>) => call({ method: 'PUT', url: record.base, payload });
      const control = await put(await read());
      expect(control.success, `control: the record saved back as read: ${JSON.stringify(control)}`).toBe(true);

      const failures: string[] = [];
      const optional = leftOutReadings(route!.body!).filter(({ field }) => !field.includes('[]') && field !== record.param);
      for (const { field } of optional) {
        const stored = (await read())[field];
        // A number one up and one down (one of them is not the default), a text changed, an empty text given one.
        const candidates =
          typeof stored === 'number'
            ? [stored + 1, stored - 1]
            : typeof stored === 'string' && stored !== ''
              ? [`${stored.slice(0, -1)}改`]
              : stored === null || stored === ''
                ? ['改过']
                : [];
        for (const value of candidates) {
          // A value the rules refuse (a picture not in the library, a brand of another category) says nothing here.
          if (!(await put({ ...(await read()), [field]: value })).success) continue;
          if ((await read())[field] !== value) continue;
          const { [field]: _leftOut, ...rest } = await read();
          const answer = await put(rest);
          const after = (await read())[field];
          if (!answer.success || after !== value)
            failures.push(`${field}: set to ${JSON.stringify(value)}, then left out: ${answer.success ? JSON.stringify(after) : answer.msg}`);
          exercised.add(`${record.base} ${field}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('the walk changed and left out the fields whose defaults used to be written', () => {
    for (const field of [
      '/mall_multishop/admin/index_img status',
      '/mall_multishop/admin/hot_search seq',
      '/mall_multishop/admin/hot_search status',
      '/mall_multishop/admin/notice status',
      '/mall_multishop/admin/notice isTop',
      '/mall_product/admin/category seq',
      '/mall_product/admin/spu isCompose',
      '/mall_product/admin/spu seq',
      '/mall_product/admin/attr desc',
      '/mall_rbac/menu seq',
      '/mall_multishop/m/shop_user code',
      '/mall_rbac/role remark',
      '/mall_product/admin/category desc',
    ])
      expect([...exercised], field).toContain(field);
  });
});
