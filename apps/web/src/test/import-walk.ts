// Follows the web app's static imports through its own files, for tests that say what a part of the app loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '..');

/** The file a relative import names (`./x` → `./x.ts`, `./x.tsx`, `./x/index.ts`…), or null for a style sheet or JSON. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(tsx?)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Static imports and re-exports of a file, in the file's order (type-only ones left out: they load nothing). */
export function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

/** Every package the files reached from `roots` import statically, with the file (relative to `src`) that imports it. */
export function packagesReached(roots: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolveImport(file, specifier);
        if (next) stack.push(next);
      } else if (!packages.has(specifier)) packages.set(specifier, path.relative(src, file));
    }
  }
  return packages;
}
