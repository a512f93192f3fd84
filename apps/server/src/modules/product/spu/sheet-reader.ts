// Reads the first sheet of an uploaded workbook in a worker thread held to a memory and a time limit. A crafted file
// of a few KB makes either reader allocate gigabytes or run on (SheetJS on mutated xls bytes; exceljs on a merged
// range of a million rows, which it fills cell by cell), and that must cost the one import, not the server.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** An xls is read by SheetJS (`@e965/xlsx`), an xlsx by exceljs. */
export type WorkbookKind = 'xls' | 'xlsx';

/** A cell of an xls as SheetJS reads it: its type (n, s, b, d, e, z), its value, and whether a formula made it. */
export interface XlsCell {
  t: string;
  v: unknown;
  formula: boolean;
}

/**
 * The first sheet's rows by index from its first row (null where a row is empty), each row's cells from its first
 * column: `XlsCell`s for an xls, exceljs cell values for an xlsx. Null when the workbook has no sheet.
 */
export type SheetRows = (unknown[] | null)[] | null;
/** An xlsx whose parts unzip past `unzippedLimit` is not read at all. */
export type SheetRead = { rows: SheetRows } | { unzippedTooLarge: true };

/**
 * Measured: an xls of 30,000 rows (9.8 MB, the largest upload) reads in 3 s within 384 MB; 2,000 rows in 0.3 s.
 * `atOnce` reads run side by side in a process (so at most that many times `heapMb`), at most one of them a shop's:
 * a shop's further reads wait their turn, so one shop sending workbook after workbook cannot keep every other shop
 * waiting.
 */
export const SHEET_READ_LIMITS = { heapMb: 512, timeoutMs: 10_000, atOnce: 2 };

/** The shops with a read running (one read each). */
const reading = new Set<number>();
const waiting: { shopId: number; start: () => void }[] = [];

/** Reads running now, and the most that ever ran at once in this process. */
export const SHEET_READS = {
  get running() {
    return reading.size;
  },
  most: 0,
};

const mayStart = (shopId: number) => reading.size < SHEET_READ_LIMITS.atOnce && !reading.has(shopId);

function begin(shopId: number) {
  reading.add(shopId);
  SHEET_READS.most = Math.max(SHEET_READS.most, reading.size);
}

/**
 * Waits for a turn of `shopId` to read; the answer gives it back. A turn given back goes to the longest waiting read
 * of a shop that has none running.
 */
async function turn(shopId: number): Promise<() => void> {
  if (mayStart(shopId)) begin(shopId);
  // Begun by the turn given back, before this read resumes, so no other read can take it meanwhile.
  else await new Promise<void>((start) => waiting.push({ shopId, start }));
  return () => {
    reading.delete(shopId);
    const next = waiting.findIndex((read) => mayStart(read.shopId));
    if (next < 0) return;
    const [read] = waiting.splice(next, 1);
    begin(read!.shopId);
    read!.start();
  };
}

const resolve = createRequire(import.meta.url).resolve;
const LIBRARIES = { xls: resolve('@e965/xlsx'), xlsx: resolve('exceljs'), zip: resolve('jszip') };

// Plain CommonJS run by the worker as it is (`eval`), so it needs no build step or TypeScript loader of its own.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
// SheetJS reports each record it does not know on the console; a crafted file has thousands of them.
console.log = console.warn = console.error = () => {};
const { kind, libraries, bytes, unzippedLimit } = workerData;

function readXls() {
  const XLS = require(libraries.xls);
  const workbook = XLS.read(bytes, {
    type: 'buffer', dense: true, sheets: 0, cellFormula: true, cellDates: true, cellHTML: false, cellText: false,
  });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) return null;
  return Array.from(sheet['!data'] || [], (row) =>
    row ? Array.from(row, (cell) => (cell ? { t: cell.t, v: cell.v, formula: cell.f !== undefined } : null)) : null);
}

// exceljs unzips every part whole into memory, and the sizes a zip declares can lie: the parts are unzipped one
// after the other and counted first, never held.
async function unzipsWithin(limit) {
  const zip = await require(libraries.zip).loadAsync(bytes);
  let total = 0;
  for (const part of Object.values(zip.files)) {
    if (part.dir) continue;
    const within = await new Promise((resolve, reject) => {
      const stream = part.nodeStream();
      stream.on('data', (chunk) => {
        total += chunk.length;
        if (total <= limit) return;
        stream.pause();
        resolve(false);
      });
      stream.on('end', () => resolve(true));
      stream.on('error', reject);
    });
    if (!within) return false;
  }
  return true;
}

async function readXlsx() {
  if (!(await unzipsWithin(unzippedLimit))) return 'unzipped too large';
  const ExcelJS = require(libraries.xlsx);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows = [];
  sheet.eachRow((row, rowNumber) => { rows[rowNumber - 1] = Array.from(row.values).slice(1); });
  return Array.from(rows, (row) => row || null);
}

Promise.resolve(kind === 'xls' ? readXls() : readXlsx()).then((rows) =>
  parentPort.postMessage(rows === 'unzipped too large' ? { unzippedTooLarge: true } : { rows }));
`;

/** The rows of the workbook's first sheet, read in a turn of the shop's; rejects when it cannot be read within the limits. */
export async function readSheet(shopId: number, kind: WorkbookKind, bytes: Buffer, unzippedLimit: number): Promise<SheetRead> {
  const done = await turn(shopId);
  try {
    return await readInWorker(kind, bytes, unzippedLimit);
  } finally {
    done();
  }
}

function readInWorker(kind: WorkbookKind, bytes: Buffer, unzippedLimit: number): Promise<SheetRead> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { kind, libraries: LIBRARIES, bytes, unzippedLimit },
      resourceLimits: { maxOldGenerationSizeMb: SHEET_READ_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    const timer = setTimeout(() => {
      reject(new Error('sheet read timed out'));
      void worker.terminate();
    }, SHEET_READ_LIMITS.timeoutMs);
    worker.once('message', (read: SheetRead) => {
      clearTimeout(timer);
      resolve(read);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sheet reader stopped (${code})`));
    });
  });
}
