/** `${screen title} - ${product title}`, or the product title alone. */
export function documentTitle(title: string | null, productTitle: string): string {
  return title ? `${title} - ${productTitle}` : productTitle;
}
