import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The part of rolldown's chunking context this uses: a module's code and static imports. */
interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

const ANTD_BARREL = /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/;
const RUNTIME = /^\0?rolldown[\\/]runtime/;
const ICONS_BARREL = /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/;

/** Names a module imports from a package (`import { Card, Empty } from "antd"`). */
function importedNames(code: string, pkg: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg}["']`, 'g'))) {
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => (i > 0 ? '-' : '') + c.toLowerCase());

/**
 * What a module's import of a barrel (antd, its icons) stands for: the components it names, not every
 * component the barrel re-exports (the bundler drops the others; grouping must not count them).
 */
function throughBarrels(code: string, barrel: string): string[] {
  if (ANTD_BARREL.test(barrel)) {
    const es = path.dirname(barrel);
    return importedNames(code, 'antd').map((name) => path.join(es, kebab(name), 'index.js'));
  }
  if (ICONS_BARREL.test(barrel)) {
    const icons = path.join(path.dirname(barrel), 'icons');
    return importedNames(code, '@ant-design/icons').map((name) => path.join(icons, `${name}.js`));
  }
  return [barrel];
}

const src = path.resolve(import.meta.dirname, 'src');
const ENTRY = path.join(src, 'main.tsx');
const SHELL = [path.join(src, 'app/antd-root.tsx'), path.join(src, 'app/layout/shell-layout.tsx')];
const HOME_SCREEN = path.join(src, 'features/order/routes/order.tsx');

/** Every screen module (`features/<feature>/routes/<screen>.tsx`); each is loaded by a dynamic import. */
function screenModules(): string[] {
  const features = path.join(src, 'features');
  return readdirSync(features).flatMap((feature) => {
    const routes = path.join(features, feature, 'routes');
    try {
      return readdirSync(routes)
        .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
        .map((name) => path.join(routes, name));
    } catch {
      return [];
    }
  });
}

function staticClosure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    for (const imported of info.importedIds) stack.push(...throughBarrels(info.code ?? '', imported));
  }
  return seen;
}

/**
 * Three layers, so a screen opened directly needs few requests: `boot` (React, the router, i18n, the
 * http client: all the login page needs), `shell` (antd's core, the layout, and the widgets the home
 * screen shares with other screens: form, inputs, selects, tabs, pagination), then one chunk per
 * screen with what is its own (the home screen's date picker, the product form, the rich-text
 * editor, dialogs opened later). Everything else is left to the bundler's own splitting.
 */
export function chunkLayers() {
  let layers: { boot: Set<string>; shell: Set<string> } | null = null;
  const layersOf = (ctx: ChunkingContext) => {
    if (layers) return layers;
    const boot = staticClosure([ENTRY], ctx);
    const home = staticClosure([HOME_SCREEN], ctx);
    const otherScreens = screenModules()
      .filter((screen) => screen !== HOME_SCREEN)
      .map((screen) => staticClosure([screen], ctx));
    const sharedWithHome = [...home].filter((id) => otherScreens.filter((closure) => closure.has(id)).length >= 2);
    const shell = new Set([...staticClosure(SHELL, ctx), ...sharedWithHome].filter((id) => !boot.has(id)));
    layers = { boot, shell };
    return layers;
  };
  return {
    groups: [
      // The bundler's runtime (helpers every chunk calls) rides in `boot` rather than in a request of its own.
      {
        debugName: 'boot',
        name: (id: string, ctx: ChunkingContext) => (layersOf(ctx).boot.has(id) || RUNTIME.test(id) ? 'boot' : null),
        priority: 2,
      },
      { debugName: 'shell', name: (id: string, ctx: ChunkingContext) => (layersOf(ctx).shell.has(id) ? 'shell' : null), priority: 1 },
    ],
  };
}
