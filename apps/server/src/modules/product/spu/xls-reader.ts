// Reads an old binary xls with SheetJS in a worker thread held to a memory and a time limit: a crafted file of a
// few KB can make the parser allocate gigabytes or run on, and that must cost the one import, not the server.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A cell of the first sheet as SheetJS reads it: its type (n, s, b, d, e, z), its value, and whether a formula made it. */
export interface XlsCell {
  t: string;
  v: unknown;
  formula: boolean;
}
/** The first sheet's rows by index from its first row (absent where a row is empty); null when there is no sheet. */
export type XlsRows = ((XlsCell | null)[] | null)[] | null;

/** Measured: 2,000 rows (0.6 MB) read in 0.3 s; 30,000 rows (9.8 MB, the largest upload) in 3 s, needing 384 MB. */
export const XLS_READ_LIMITS = { heapMb: 512, timeoutMs: 10_000 };

const LIBRARY = createRequire(import.meta.url).resolve('@e965/xlsx');

// Plain CommonJS run by the worker as it is (`eval`), so it needs no build step or TypeScript loader of its own.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
// SheetJS reports a record it does not know on the console; a crafted file has thousands of them.
console.log = console.warn = console.error = () => {};
const XLS = require(workerData.library);
const workbook = XLS.read(workerData.bytes, {
  type: 'buffer', dense: true, sheets: 0, cellFormula: true, cellDates: true, cellHTML: false, cellText: false,
});
const sheet = workbook.Sheets[workbook.SheetNames[0]];
const rows = sheet ? Array.from(sheet['!data'] || [], (row) =>
  row ? Array.from(row, (cell) => (cell ? { t: cell.t, v: cell.v, formula: cell.f !== undefined } : null)) : null) : null;
parentPort.postMessage(rows);
`;

/** The rows of the xls's first sheet; rejects when the file cannot be read within the limits. */
export function readXls(bytes: Buffer): Promise<XlsRows> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { library: LIBRARY, bytes },
      resourceLimits: { maxOldGenerationSizeMb: XLS_READ_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    const timer = setTimeout(() => {
      reject(new Error('xls read timed out'));
      void worker.terminate();
    }, XLS_READ_LIMITS.timeoutMs);
    worker.once('message', (rows: XlsRows) => {
      clearTimeout(timer);
      resolve(rows);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`xls reader stopped (${code})`));
    });
  });
}
