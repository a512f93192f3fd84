import i18n from '../../i18n';

const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '';

/** A refused upload; `reason` is the store's own message when it gave one (e.g. not a picture). */
export class UploadRefused extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'upload failed');
    this.name = 'UploadRefused';
  }
}

function reasonOf(xhr: XMLHttpRequest): string | null {
  try {
    const body = JSON.parse(xhr.responseText) as { msg?: unknown };
    return typeof body.msg === 'string' && body.msg ? body.msg : null;
  } catch {
    return null;
  }
}

/**
 * PUTs one file to a presigned URL with XHR (fetch cannot report upload progress).
 * Resolves on a 2xx answer; rejects with UploadRefused otherwise.
 */
export function putFile(actionUrl: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  const url = actionUrl.startsWith('/') ? API_BASE + actionUrl : actionUrl;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // Some systems give no type for a .jpg; the store judges the bytes anyway.
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    // The server's own store says why it refuses a file in the language shown; an outside store (s3) is sent no
    // header it did not sign or allow.
    if (actionUrl.startsWith('/')) xhr.setRequestHeader('locale', i18n.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadRefused(reasonOf(xhr))));
    xhr.onerror = () => reject(new UploadRefused(null));
    xhr.send(file);
  });
}
