// CSV cells a spreadsheet program opens: text that starts as a formula would be run as one.

/** The first characters that make Excel, WPS or LibreOffice run a CSV cell as a formula. */
const FORMULA_FIRST = String.raw`[=+\-@\t\r]`;
const FORMULA_START = new RegExp(`^${FORMULA_FIRST}`);
const GUARDED_FORMULA = new RegExp(`^'(?=${FORMULA_FIRST})`);

/**
 * A CSV cell as text a spreadsheet shows as it is: text starting as a formula gets a leading `'` (an order remark
 * such as `=HYPERLINK("http://…"&A1)` would otherwise be live on the merchant's machine).
 */
export const spreadsheetText = (cell: string | number | null): string => {
  const text = cell === null ? '' : String(cell);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** The text `spreadsheetText` guarded, as it was: what the product import reads back from an exported file. */
export const unguardedText = (text: string): string => text.replace(GUARDED_FORMULA, '');
