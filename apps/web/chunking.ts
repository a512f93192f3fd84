import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of rolldown's chunking context this uses: a module's code and static imports. */
interface ChunkingContext {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

const ANTD_BARREL = /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/;
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

const CONTRACT_BARREL = /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;
let contractExports: Map<string, string> | null = null;

/** Where each value a contract file declares or re-exports (`export * from './auth/sign-in.ts'`, at any depth) is declared. */
function collectExports(file: string, into: Map<string, string>): void {
  const code = readFileSync(file, 'utf8');
  for (const [, name] of code.matchAll(/^export (?:const|let|function|async function|enum|class) (\w+)/gm)) into.set(name!, file);
  for (const [, relative] of code.matchAll(/^export \* from '(.+)';/gm)) collectExports(path.join(path.dirname(file), relative!), into);
}

/** Where each value the contract's barrel re-exports is declared. */
function contractExportsOf(barrel: string): Map<string, string> {
  if (contractExports) return contractExports;
  contractExports = new Map();
  collectExports(barrel, contractExports);
  return contractExports;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => (i > 0 ? '-' : '') + c.toLowerCase());

/**
 * What a module's import of a barrel (antd, its icons, the contract) stands for: the components it names, not every
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
  if (CONTRACT_BARREL.test(barrel)) {
    const declared = contractExportsOf(barrel);
    return [...new Set(importedNames(code, '@caremall/contract').flatMap((name) => declared.get(name) ?? []))];
  }
  return [barrel];
}

const src = path.resolve(import.meta.dirname, 'src');
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]/;
const ICON_MODULE = /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/;
const ENTRY = path.join(src, 'main.tsx');
const LOGIN = path.join(src, 'features/login/standalone-login.tsx');
const APP = path.join(src, 'app/app.tsx');
// The language bundles' shared helper (each language's texts load on their own).
const DICTIONARY_NAMESPACES = path.join(src, 'shared/i18n/bundles/namespaces.ts');
// antd's and dayjs's texts: wanted by the first antd screen, and by the captcha, which opens once the app is loading.
const LOCALES = path.join(src, 'shared/i18n/locales.ts');
const SHELL = [path.join(src, 'app/app-root.tsx'), path.join(src, 'app/layout/shell-layout.tsx')];
// What every antd screen and dialog renders inside: antd's core (config, theme, styles, toasts, modals).
const ANTD_SCOPE = path.join(src, 'shared/theme/antd-scope.tsx');
const HOME_SCREEN = path.join(src, 'features/order/routes/order.tsx');

/** Each language's antd and dayjs texts (`shared/i18n/packs/<language>.ts`), loaded on their own. */
function localePacks(): string[] {
  const packs = path.join(src, 'shared/i18n/packs');
  return readdirSync(packs).map((name) => path.join(packs, name));
}

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
 * Layers, so a screen opened directly needs few requests: `boot` (React, i18n and the choice between the
 * standalone login page and the app), `login` (the login page opened directly: its form, the http client),
 * `app` (the router, its guard, the session, the route map, dayjs, and the shell: the query cache, the layout and
 * the light widgets the home screen shares with other screens; no antd; every signed-in screen needs all of it, so
 * one request), `antd` (antd's core, which every other screen and the home screen's dialogs render inside), then
 * one chunk per screen with what is its own (the product form, the rich-text editor, dialogs opened later).
 * Everything else is left to the bundler's own splitting.
 */
type Layer = 'boot' | 'login' | 'app' | 'antd';

export function chunkLayers() {
  let layers: Record<Layer, Set<string>> | null = null;
  const layersOf = (ctx: ChunkingContext) => {
    if (layers) return layers;
    const loginClosure = staticClosure([LOGIN], ctx);
    const appClosure = staticClosure([APP, LOCALES], ctx);
    const signedInScreens = screenModules().filter((screen) => !screen.startsWith(path.join(src, 'features/login')));
    const signedIn = staticClosure([APP, LOCALES, ...SHELL, ...signedInScreens], ctx);
    const packs = localePacks().map((pack) => staticClosure([pack], ctx));
    // Boot also holds what the login page shares with the signed-in app (a screen then needs no login chunk)
    // and what every language's pack shares (each pack is then one request).
    const boot = new Set([
      ...staticClosure([ENTRY, DICTIONARY_NAMESPACES], ctx),
      ...[...loginClosure].filter((id) => signedIn.has(id)),
      ...[...packs[0]!].filter((id) => packs.every((pack) => pack.has(id))),
    ]);
    const login = new Set([...loginClosure].filter((id) => !boot.has(id)));
    const home = staticClosure([HOME_SCREEN], ctx);
    const otherScreens = screenModules()
      .filter((screen) => screen !== HOME_SCREEN)
      .map((screen) => staticClosure([screen], ctx));
    const sharedWithHome = [...home].filter((id) => otherScreens.some((closure) => closure.has(id)));
    // The icons a light screen (one that imports no antd) draws: antd's core uses some of them too (an arrow, a
    // plus), and in its chunk they would bring all of antd to that screen. They are small: the app layer holds them.
    const lightIcons = otherScreens
      .filter((closure) => ![...closure].some((id) => ANTD_MODULE.test(id)))
      .flatMap((closure) => [...closure].filter((id) => ICON_MODULE.test(id)));
    const app = new Set(
      [...appClosure, ...staticClosure(SHELL, ctx), ...sharedWithHome, ...lightIcons].filter((id) => !boot.has(id) && !login.has(id)),
    );
    const antd = new Set([...staticClosure([ANTD_SCOPE], ctx)].filter((id) => !boot.has(id) && !login.has(id) && !app.has(id)));
    layers = { boot, login, app, antd };
    return layers;
  };
  const layer = (name: Layer, priority: number) => ({
    debugName: name,
    name: (id: string, ctx: ChunkingContext) => (layersOf(ctx)[name].has(id) ? name : null),
    priority,
  });
  return { groups: [layer('boot', 4), layer('login', 3), layer('app', 2), layer('antd', 1)] };
}
