// An uploaded import file (xlsx or csv, read by exceljs; an old binary xls, read by SheetJS) as rows of cells by
// template column. What makes the whole file unusable (unreadable, no rows, too many, missing columns) is refused
// here; a cell's own problem (a formula, an error value) stays with its row.
import { Readable } from 'node:stream';
import { parse, type Info as CsvInfo } from 'csv-parse';
import type ExcelJS from 'exceljs';
import {
  SPU_IMPORT_COLUMNS,
  SPU_IMPORT_REQUIRED,
  SPU_TRANSFER_LANGS,
  SPU_TRANSFER_LIMITS,
  SPU_TRANSFER_MESSAGES as M,
  SPU_TRANSFER_SHEETS,
  type SpuImportColumn,
  type SpuTransferLang,
} from '@caremall/contract';
import { AppError, showFail } from '../../../platform/http/envelope.ts';
import { unguardedText } from '../../../platform/http/spreadsheet-text.ts';
import { readSheet, type WorkbookKind, type XlsCell } from './sheet-reader.ts';

/** A cell as the import reads it: text, a number, empty, or what is wrong with it. */
export type CellValue = string | number | null | { problem: string };
export interface SheetRow {
  rowNumber: number;
  cells: Record<SpuImportColumn, CellValue>;
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An xls (Excel 97–2003, and WPS's "xls") is a compound file: it starts with this. */
const XLS_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Header text → column, in every language (a file exported in English imports for a Chinese user). */
const COLUMN_BY_HEADER = new Map<string, SpuImportColumn>(
  SPU_TRANSFER_LANGS.flatMap((lang) =>
    SPU_IMPORT_COLUMNS.map((column) => [normalHeader(SPU_TRANSFER_SHEETS[lang].headers[column]), column] as const),
  ),
);
function normalHeader(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\*$/, '')
    .trim()
    .toLowerCase();
}

function cellOf(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { problem: M.cellNumber };
  if (typeof value === 'string') return unguardedText(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { problem: M.cellError } : value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) return { problem: M.cellFormula };
  if ('error' in value) return { problem: M.cellError };
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : null;
  return { problem: M.cellError };
}

/** An xls cell as SheetJS reads it; its value is one exceljs could hold, so the same rules apply. */
function xlsCellOf(cell: XlsCell | null | undefined): CellValue {
  if (!cell) return null;
  if (cell.formula) return { problem: M.cellFormula };
  if (cell.t === 'e') return { problem: M.cellError };
  return cellOf(cell.v as ExcelJS.CellValue);
}

const isEmpty = (cell: CellValue) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The encoding spreadsheet programs save a CSV in, by the user's language, when it is not UTF-8. */
const SAVED_CSV_ENCODING: Record<SpuTransferLang, string> = { zh_CN: 'gb18030', ja: 'shift_jis', en: 'windows-1252', es_MX: 'windows-1252' };

/** Whether a CSV's first line names a template column (in any language). */
function namesAColumn(text: string): boolean {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return firstLine.split(',').some((cell) => COLUMN_BY_HEADER.has(normalHeader(cell.replace(/^"|"$/g, ''))));
}

/**
 * A CSV's text. UTF-8 when it is valid UTF-8; otherwise it was saved by a spreadsheet program in the encoding of its
 * system's language (GB18030 for Chinese, Shift_JIS for Japanese, Windows-1252 for English and Spanish): the user's
 * language's first, then the others, and the first whose header names a column wins.
 */
function csvText(bytes: Buffer, lang: SpuTransferLang): string {
  const labels = new Set(['utf-8', SAVED_CSV_ENCODING[lang], ...SPU_TRANSFER_LANGS.map((other) => SAVED_CSV_ENCODING[other])]);
  let firstDecoded: string | undefined;
  // One decoding at a time: a valid UTF-8 file (the usual one) is decoded once.
  for (const label of labels) {
    let text: string;
    try {
      text = new TextDecoder(label, { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      continue;
    }
    if (namesAColumn(text)) return text;
    firstDecoded ??= text;
  }
  return firstDecoded ?? '';
}

/** One line of the sheet that holds something: its number, and its cells from the first column on. */
interface SheetLine {
  rowNumber: number;
  cells: CellValue[];
}

/** How much of a CSV's text the parser takes at a time, so its records are read as they are needed. */
const CSV_SLICE = 64 * 1024;

/**
 * A CSV's records as lines, parsed as the import reads them: one of millions of lines never sits whole in memory,
 * and the import stops reading at its row limit. Every cell stays text (a code like 007 keeps its zeros).
 */
async function* csvLines(text: string): AsyncGenerator<SheetLine> {
  const slices = (function* () {
    for (let at = 0; at < text.length; at += CSV_SLICE) yield text.slice(at, at + CSV_SLICE);
  })();
  // Blank lines are skipped by the parser (parsed one by one they cost it 20 µs each) and counted for the row numbers.
  const parser = parse({ relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true });
  try {
    for await (const { record, info } of Readable.from(slices).pipe(parser) as AsyncIterable<{ record: string[]; info: CsvInfo }>) {
      yield { rowNumber: info.records + info.empty_lines, cells: record.map((datum) => (datum === '' ? null : datum)) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw showFail(M.unreadable);
  }
}

/** The lines of a workbook's first sheet, read off the server's thread in a turn of the shop's (sheet-reader.ts). */
async function workbookLines(shopId: number, kind: WorkbookKind, bytes: Buffer): Promise<Iterable<SheetLine>> {
  const read = await readSheet(shopId, kind, bytes, SPU_TRANSFER_LIMITS.maxUnzippedBytes);
  if ('unzippedTooLarge' in read) throw showFail(M.unzippedTooLarge);
  const { rows } = read;
  if (!rows) throw showFail(M.noRows);
  const cellOfKind = kind === 'xls' ? (value: unknown) => xlsCellOf(value as XlsCell | null) : (value: unknown) => cellOf(value as ExcelJS.CellValue);
  return rows.flatMap((row, index) => (row ? [{ rowNumber: index + 1, cells: row.map((value) => cellOfKind(value)) }] : []));
}

async function loadLines(
  shopId: number,
  bytes: Buffer,
  fileName: string,
  lang: SpuTransferLang,
): Promise<Iterable<SheetLine> | AsyncIterable<SheetLine>> {
  const isXlsx = bytes.subarray(0, 4).equals(XLSX_MAGIC);
  const isXls = bytes.subarray(0, 8).equals(XLS_MAGIC);
  const isCsv = !isXlsx && !isXls && /\.csv$/i.test(fileName);
  if (!isXlsx && !isXls && !isCsv) throw showFail(/\.xlsx?$/i.test(fileName) ? M.unreadable : M.badFileType);
  try {
    if (isXls) return await workbookLines(shopId, 'xls', bytes);
    if (isXlsx) return await workbookLines(shopId, 'xlsx', bytes);
    return csvLines(csvText(bytes, lang));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw showFail(M.unreadable);
  }
}

/** Where each template column is in the header, by its text in any language; refuses a header missing a required one. */
function columnPositions(header: CellValue[], lang: SpuTransferLang): Map<SpuImportColumn, number> {
  const positions = new Map<SpuImportColumn, number>();
  header.forEach((value, index) => {
    const column = typeof value === 'string' ? COLUMN_BY_HEADER.get(normalHeader(value)) : undefined;
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = SPU_IMPORT_REQUIRED.filter((column) => !positions.has(column));
  if (missing.length) {
    const labels = missing.map((column) => SPU_TRANSFER_SHEETS[lang].headers[column]);
    throw showFail(M.missingColumns(labels.join(lang === 'zh_CN' || lang === 'ja' ? '、' : ', ')));
  }
  return positions;
}

/** The file's data rows by template column, as `shopId` sent it; refuses a file the import cannot use at all. */
export async function readImportFile(shopId: number, bytes: Buffer, fileName: string, lang: SpuTransferLang): Promise<SheetRow[]> {
  if (bytes.length === 0) throw showFail(M.noRows);
  const lines = await loadLines(shopId, bytes, fileName, lang);
  let positions: Map<SpuImportColumn, number> | undefined;
  const rows: SheetRow[] = [];
  for await (const { rowNumber, cells: line } of lines) {
    if (!positions) {
      // The header is the sheet's first row: a sheet whose first row is empty has none, and misses every column.
      positions = columnPositions(rowNumber === 1 ? line : [], lang);
      if (rowNumber === 1) continue;
    }
    const cells = Object.fromEntries(
      SPU_IMPORT_COLUMNS.map((column) => {
        const index = positions!.get(column);
        return [column, index === undefined ? null : (line[index] ?? null)];
      }),
    ) as Record<SpuImportColumn, CellValue>;
    if (Object.values(cells).every(isEmpty)) continue;
    if (rows.length >= SPU_TRANSFER_LIMITS.maxRows) throw showFail(M.tooManyRows);
    rows.push({ rowNumber, cells });
  }
  if (rows.length === 0) throw showFail(M.noRows);
  return rows;
}
