// Files the server reads at run time, found from this module: src/ when run from source, dist/ when bundled (build.mjs copies them there).
import { fileURLToPath } from 'node:url';

/** Absolute path of a file or folder given relative to src/ (e.g. `db/migrations`). */
export const runtimeFile = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));
