// The shell, the app root, the error pages and every screen load no antd: their static imports, followed
// through every file they reach, name no antd package (antd comes in only with a screen or dialog that uses it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MAP } from './route-map';

const src = path.resolve(import.meta.dirname, '..');
const ANTD = /^(antd|@ant-design\/(?!icons)|@rc-component\/|rc-)/;

/** The file a relative import names (`./x` → `./x.ts`, `./x.tsx`, `./x/index.ts`…), or null for a style sheet or JSON. */
function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(tsx?)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Static imports and re-exports of a file (type-only ones left out: they load nothing). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = [...code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  return found;
}

/** Every package the files reached from `roots` import statically, with the file that imports it. */
function packagesReached(roots: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolve(file, specifier);
        if (next) stack.push(next);
      } else if (!packages.has(specifier)) packages.set(specifier, path.relative(src, file));
    }
  }
  return packages;
}

/** Where route-map's line for a screen (`'order/order': () => import('../features/…')`) points. */
function screenFile(component: string): string {
  const routeMap = readFileSync(path.join(src, 'app/route-map.ts'), 'utf8');
  const match = routeMap.match(new RegExp(`'${component}': \\(\\) => import\\('([^']+)'\\)`));
  expect(match, component).not.toBeNull();
  return resolve(path.join(src, 'app/route-map.ts'), match![1]!)!;
}

describe('light parts', () => {
  const roots = {
    shell: path.join(src, 'app/layout/shell-layout.tsx'),
    'app root': path.join(src, 'app/app-root.tsx'),
    '401 page': path.join(src, 'features/errors/routes/401.tsx'),
    '404 page': path.join(src, 'features/errors/routes/404.tsx'),
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
