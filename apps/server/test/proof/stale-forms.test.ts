// A save from a form read before its record changed elsewhere (another tab, a colleague) is refused with a message,
// never written over the other change with 操作成功. Generated over the route table: every update (PUT) whose address
// also reads the record (GET) is an edit form's save, and each one is walked below; a new one fails the first test
// until it is. Saves without `version` (upstream's clients) write as upstream's do.
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SPU_MESSAGES } from '@caremall/contract';
import { EDITED_RECORDS, editorsSuite, firstRecordUrl } from './route-cases.ts';
import { gatedRoutes, registeredRoutes } from './route-table.ts';

const suite = editorsSuite();
const REFUSALS = [SERVER_MESSAGES.changedMeanwhile, SPU_MESSAGES.changedMeanwhile];

describe('a save from a stale form is refused', () => {
  it('every update whose address also reads the record is walked below', () => {
    const reads = new Set(
      registeredRoutes()
        .filter((route) => route.method === 'GET')
        .map((route) => route.url),
    );
    const edits = gatedRoutes().filter((route) => route.method === 'PUT' && reads.has(route.url));
    expect(edits.length).toBeGreaterThan(10);
    expect(edits.map((route) => route.url).filter((url) => !EDITED_RECORDS.some((edited) => edited.base === url))).toEqual([]);
  });

  for (const edited of EDITED_RECORDS) {
    const recordOf = async () => {
      const call = suite.caller(edited.who);
      const url = await firstRecordUrl(suite.app(), edited);
      const read = async () => {
        const answer = await call({ method: 'GET', url });
        expect(answer.success, `GET ${url}: ${JSON.stringify(answer)}`).toBe(true);
        expect(answer.data, `GET ${url} reads a record`).not.toBeNull();
        return { ...(answer.data as Record<string, unknown>), ...edited.fill };
      };
      const put = (payload: Record<string, unknown>) => call({ method: 'PUT', url: edited.base, payload });
      return { read, put };
    };

    it(`PUT ${edited.base}: the record's version moves on with each save; one from before is refused and changes nothing`, async () => {
      const { read, put } = await recordOf();
      const opened = await read();
      expect(typeof opened.version, 'the detail gives its version').toBe('number');
      // The other change: the record saved back as read, twice within a few milliseconds.
      for (let i = 0; i < 2; i++) {
        const saved = await put(i === 0 ? opened : await read());
        expect(saved.success, `a save from a form read just now: ${JSON.stringify(saved)}`).toBe(true);
      }
      const changed = await read();
      expect(changed.version).toBeGreaterThan(opened.version as number);

      const stale = await put(opened);
      expect(stale.success).toBe(false);
      expect(REFUSALS).toContain(stale.msg);
      expect(await read(), 'the refused save wrote nothing').toEqual(changed);

      const { version: _leftOut, ...unversioned } = opened;
      expect((await put(unversioned)).success, "upstream's clients send no version and write").toBe(true);
    });

    it(`PUT ${edited.base}: two saves from one read, sent together in either order: one writes, the other is refused`, async () => {
      const { read, put } = await recordOf();
      for (const order of ['first', 'second']) {
        const opened = await read();
        const answers = await Promise.all([put(opened), put(opened)]);
        if (order === 'second') answers.reverse();
        expect(answers.map((answer) => answer.success).sort(), JSON.stringify(answers)).toEqual([false, true]);
        expect(REFUSALS).toContain(answers.find((answer) => !answer.success)!.msg);
      }
    });
  }
});
