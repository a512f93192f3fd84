/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional prefix for every API call (e.g. when the API is served from another path). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
