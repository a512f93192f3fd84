import path from 'node:path';
import type { Plugin } from 'vite';

/** What the server names as modulepreload links in a signed-in page: see the server's `first-load.ts`. */
export interface FirstLoadManifest {
  /** The app's code (router, guard, shell), wanted by every signed-in page. */
  app: string[];
  /** The home screen's code (the order list), wanted at its address. */
  home: string[];
  /** Each language's texts (the login page's part and the screens'), wanted before the first paint. */
  languages: Record<string, string[]>;
}

/** The part of an output chunk this reads. */
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

const APP = 'src/app/app.tsx';
const HOME = 'src/features/order/routes/order.tsx';
const LANGUAGE = /^src\/shared\/i18n\/bundles\/(?:sign-in\/)?(en|zh_CN|es_MX|ja)\.ts$/;

/**
 * Writes `first-load.json` beside index.html: the chunks a signed-in page needs first, each with the chunks it
 * imports (less the entry's, which the page loads anyway). The router asks for them only once the entry has run;
 * named in the page, they load while it runs.
 */
export function firstLoadManifest(): Plugin {
  let root = '';
  return {
    name: 'caremall-first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as OutputChunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withImports(chunk.fileName)]));
      const holding = (source: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => path.relative(root, id) === source));
      const needed = (source: string) => {
        const chunk = holding(source);
        if (!chunk) this.error(`first load: no chunk holds ${source}`);
        return [...withImports(chunk.fileName)].filter((fileName) => !entry.has(fileName)).map((fileName) => `/${fileName}`);
      };
      const languages: Record<string, string[]> = {};
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const language = LANGUAGE.exec(path.relative(root, id).split(path.sep).join('/'))?.[1];
          if (language) languages[language] = [...new Set([...(languages[language] ?? []), ...needed(path.relative(root, id))])];
        }
      }
      const manifest: FirstLoadManifest = { app: needed(APP), home: needed(HOME), languages };
      this.emitFile({ type: 'asset', fileName: 'first-load.json', source: JSON.stringify(manifest) });
    },
  };
}
