/** Image values are stored relative; a value read back with the resources base in front loses it. */
export function toStoredPath(base: string, value: string | null | undefined): string {
  if (!value) return '';
  const prefix = base.replace(/\/+$/, '');
  return prefix && value.startsWith(`${prefix}/`) ? value.slice(prefix.length) : value;
}
