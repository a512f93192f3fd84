// The shell, the app root, the error pages, every screen, the toasts and the confirmation question load no antd: their
// static imports, followed through every file they reach, name no antd package (antd comes in only with a screen or
// dialog that uses it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesReached, resolveImport } from '../test/import-walk';
import { ROUTE_MAP } from './route-map';

const src = path.resolve(import.meta.dirname, '..');
const ANTD = /^(antd|@ant-design\/(?!icons)|@rc-component\/|rc-)/;

/** Where route-map's line for a screen (`'order/order': () => import('../features/…')`) points. */
function screenFile(component: string): string {
  const routeMap = readFileSync(path.join(src, 'app/route-map.ts'), 'utf8');
  const match = routeMap.match(new RegExp(`'${component}': \\(\\) => import\\('([^']+)'\\)`));
  expect(match, component).not.toBeNull();
  return resolveImport(path.join(src, 'app/route-map.ts'), match![1]!)!;
}

describe('light parts', () => {
  const roots = {
    shell: path.join(src, 'app/layout/shell-layout.tsx'),
    'app root': path.join(src, 'app/app-root.tsx'),
    '401 page': path.join(src, 'app/unauthorized-route.tsx'),
    '404 page': path.join(src, 'features/errors/routes/404.tsx'),
    // What a delete, a refusal or a success raises on any screen, the login page's too.
    toasts: path.join(src, 'shared/ui/toast.tsx'),
    'confirmation question': path.join(src, 'shared/ui/confirm-dialog.tsx'),
    ...Object.fromEntries(Object.keys(ROUTE_MAP).map((component) => [component, screenFile(component)])),
  };

  it.each(Object.entries(roots))('%s imports no antd, however deep', (_name, root) => {
    const antd = [...packagesReached([root])].filter(([pkg]) => ANTD.test(pkg)).map(([pkg, file]) => `${pkg} (from ${file})`);
    expect(antd).toEqual([]);
  });

  it('the walk sees antd where it is: a dialog drawn with antd reaches it', () => {
    const antd = [...packagesReached([path.join(src, 'features/spu/components/community-dialog.tsx')])].filter(([pkg]) => ANTD.test(pkg));
    expect(antd.length).toBeGreaterThan(0);
  });
});
