import { parseAst, type Plugin } from 'vite';

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/].+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/** Initialisers that compute something: schema builders (`z.object(…)`), path tables (`servicePaths(…)`), `.map(…)`. */
const computes = (code: string, init: Node) =>
  init.type !== 'ArrowFunctionExpression' && init.type !== 'FunctionExpression' && /[(]/.test(code.slice(init.start, init.end));

/**
 * The contract mixes constants the web app reads (statuses, limits, messages, paths) with the zod
 * schemas the server validates with. A top-level `z.object(…)` is a call, so the bundler must keep it
 * even when nothing reads it, and zod (about 40 KB gzip) would ride along with any constant of the same
 * file. Each computed top-level constant of the contract is wrapped in an IIFE marked pure: evaluated
 * at the same point, dropped from the bundle when no screen reads it.
 */
export function contractTreeShaking(): Plugin {
  return {
    name: 'caremall-contract-tree-shaking',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: CONTRACT_SOURCE },
      handler(code) {
        const program = parseAst(code) as unknown as { body: Statement[] };
        const inits: Node[] = [];
        for (const statement of program.body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const { init } of declaration.declarations ?? []) if (init && computes(code, init)) inits.push(init);
        }
        if (inits.length === 0) return null;
        let out = code;
        for (const init of inits.reverse()) {
          out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
        }
        return { code: out, map: null };
      },
    },
  };
}
