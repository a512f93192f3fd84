import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLoadedAppConfig, imageUrl, loadAppConfig } from '../app-config';

const DEFAULT_BASE = '/files';

/**
 * The stored form of an image value: the server answers [img] fields with the resources address
 * in front, while forms store and send the relative path.
 */
export function toStoredPath(value: string | null | undefined): string {
  if (!value) return '';
  const base = (getLoadedAppConfig()?.resourcesUrl ?? DEFAULT_BASE).replace(/\/+$/, '');
  return base && value.startsWith(`${base}/`) ? value.slice(base.length) : value;
}

/**
 * What an <img> shows for a stored path or a full URL; none for no picture, since an empty `src` makes the browser
 * fetch the page itself again.
 */
export const imageSrc = (value: string | null | undefined): string | undefined => imageUrl(toStoredPath(value)) || undefined;

/** The read of the resources address, for a screen that starts it before it renders. */
export const resourcesUrlQuery = queryOptions({ queryKey: ['app-config'], queryFn: loadAppConfig, staleTime: Infinity });

/** Makes sure the resources address is known before pictures render; re-renders once it is. */
export function useResourcesUrl(): string {
  const { data } = useQuery(resourcesUrlQuery);
  return data?.resourcesUrl ?? DEFAULT_BASE;
}
