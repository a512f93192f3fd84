// A page past the last answers the last page, as upstream's paging does: its client reads the page it shows again
// after a delete, and a delete can empty that page. Generated over every paged read of the route table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { actor, type Call } from './actors.ts';
import { registeredRoutes, routeKey, shapeKeys } from './route-table.ts';

let t: TestApp;
let asOwner: Call;
let asPlatform: Call;
beforeAll(async () => {
  t = await createTestApp();
  asOwner = await actor(t.app, 'shop_admin');
  asPlatform = await actor(t.app, 'platform');
});
afterAll(async () => {
  await t.close();
});

interface Page {
  pages: number;
  total: number;
  list: unknown[];
}

describe('a page past the last', () => {
  it('is the last page, on every paged read that has rows, for the shop and the platform', async () => {
    const paged = registeredRoutes().filter((r) => r.method === 'GET' && shapeKeys(r.querystring).includes('pageNum'));
    expect(paged.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let withRows = 0;
    for (const route of paged) {
      for (const call of [asOwner, asPlatform]) {
        const read = (pageNum: number) => call({ method: 'GET', url: `${route.url}?pageNum=${pageNum}&pageSize=2` });
        const first = await read(1);
        if (first.code !== '00000') continue;
        const { pages, total } = first.data as Page;
        if (pages === 0) {
          expect((await read(5)).data, routeKey(route)).toEqual({ pages: 0, total: 0, list: [] });
          continue;
        }
        withRows++;
        const last = (await read(pages)).data as Page;
        for (const past of [pages + 1, pages + 1000]) {
          const answer = (await read(past)).data as Page;
          if (JSON.stringify(answer) !== JSON.stringify(last))
            problems.push(
              `${routeKey(route)} page ${past} of ${pages} (${total} rows): ${answer.list.length} rows, not the last page's ${last.list.length}`,
            );
        }
      }
    }
    expect(withRows).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
