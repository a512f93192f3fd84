/** Rich-text limits (spec section 9). */
export const RICH_TEXT_LIMITS = {
  defaultHeight: 360,
  /** Pictures that may be picked for one insertion. */
  maxImagesPerInsert: 15,
} as const;

/** An empty document is '' to the form, not TipTap's `<p></p>`, so "required" rules see it as empty. */
export const toEditorValue = (isEmpty: boolean, html: string): string => (isEmpty ? '' : html);

/** Links a merchant may add: http(s), mailto and tel (the spec's external-link pattern). */
export const isSafeLink = (href: string): boolean => /^(https?:|mailto:|tel:)/i.test(href);
