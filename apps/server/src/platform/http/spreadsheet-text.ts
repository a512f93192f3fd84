// CSV cells a spreadsheet program opens: text that starts as a formula would be run as one.

/** A text that Excel, WPS or LibreOffice would run as a formula when it opens a CSV. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell as text a spreadsheet shows as it is: text starting as a formula gets a leading `'` (an order remark
 * such as `=HYPERLINK("http://…"&A1)` would otherwise be live on the merchant's machine). The import takes it off again.
 */
export const spreadsheetText = (cell: string | number | null): string => {
  const text = cell === null ? '' : String(cell);
  return FORMULA_START.test(text) ? `'${text}` : text;
};
