import { AUTH_PATHS } from '@caremall/contract';
import { http } from './http';

export interface AppConfig {
  /** Base address of the single-sign-on service; null when sign-on is off. */
  ssoBaseUrl: string | null;
  /** Prefix of stored image paths (object storage or the server's `/files`). */
  resourcesUrl: string;
}

/** The server's default, used until the configuration has loaded. */
const DEFAULT_RESOURCES_URL = '/files';
const ABSOLUTE_URL = /^https?:\/\//i;

let pending: Promise<AppConfig> | null = null;
let loaded: AppConfig | null = null;

/** Fetches the public app configuration once; a failed fetch is retried on the next call. */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= http.get<AppConfig>(AUTH_PATHS.full.appConfig).then(
    (config) => (loaded = config),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Takes a configuration already read (the server's, while it draws a page). */
export function adoptAppConfig(config: AppConfig): void {
  loaded = config;
  pending = Promise.resolve(config);
}

export function getLoadedAppConfig(): AppConfig | null {
  return loaded;
}

/** Prefixes the resources address to a stored path; values already starting with http(s) are kept. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (ABSOLUTE_URL.test(path)) return path;
  const base = (loaded?.resourcesUrl ?? DEFAULT_RESOURCES_URL).replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Test helper: forgets the cached configuration. */
export function resetAppConfigCache(): void {
  pending = null;
  loaded = null;
}
