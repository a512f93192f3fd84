// The entry's first import sends the signed-in load's first reads; modules run in import order, so that module and
// everything it reaches must be light for the reads to go out before React DOM, the router and the texts are set up.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesReached, staticImports } from '../test/import-walk';

const src = path.resolve(import.meta.dirname, '..');
const HEAVY = /^(react-dom|react-router|i18next|react-i18next|@tanstack\/|antd|@ant-design\/|zustand|dayjs)/;

describe('the first reads at boot', () => {
  it('are the entry’s first import', () => {
    expect(staticImports(path.join(src, 'main.tsx'))[0]).toBe('./app/start-first-reads');
  });

  it('reach none of the app’s heavy packages, however deep', () => {
    const heavy = [...packagesReached([path.join(src, 'app/start-first-reads.ts')])].filter(([pkg]) => HEAVY.test(pkg));
    expect(heavy.map(([pkg, file]) => `${pkg} (from ${file})`)).toEqual([]);
  });

  it('the walk sees a heavy package where there is one: the client reaches i18next', () => {
    expect(packagesReached([path.join(src, 'shared/http/client.ts')]).has('i18next')).toBe(true);
  });
});
