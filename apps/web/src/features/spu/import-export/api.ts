// The import and export calls: files, so not through the JSON client. Downloads are fetched with the
// session's token and language; the upload goes through XMLHttpRequest, whose upload progress fetch lacks.
import { SPU_TRANSFER_PATHS, type SpuImportResultVO, type SpuSearchQuery, type SpuTransferFormat } from '@caremall/contract';
import i18n from 'i18next';
import { getToken } from '../../../shared/auth/token';
import { toQueryString, type QueryParams } from '../../../shared/http';

const P = SPU_TRANSFER_PATHS.full;

/** A downloaded file, or the first message of the envelope the server refused it with. */
export type Download = { file: Blob; name: string } | { error: string };

const authHeaders = (): Record<string, string> => ({ Authorization: getToken() ?? '', locale: i18n.language });

interface EnvelopeLike {
  code?: string;
  msg?: string | null;
  data?: unknown;
  success?: boolean;
}
const firstMessage = (body: EnvelopeLike) => (Array.isArray(body.data) ? String(body.data[0]).replace(/^[\w.$]+:/, '') : null) ?? body.msg ?? 'Error';

async function download(url: string, fallbackName: string): Promise<Download> {
  const response = await fetch(url, { headers: authHeaders() });
  if ((response.headers.get('content-type') ?? '').includes('application/json'))
    return { error: firstMessage((await response.json()) as EnvelopeLike) };
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { file: await response.blob(), name };
}

/** The product list's current filters as a spreadsheet (paging and sorting flags as the list sends them). */
export function exportProducts(query: SpuSearchQuery, format: SpuTransferFormat): Promise<Download> {
  const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = query;
  const cleaned = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')) as QueryParams;
  return download(`${P.export}?${toQueryString({ ...cleaned, format })}`, `products.${format}`);
}

export const downloadImportTemplate = () => download(P.importTemplate, 'product-import-template.xlsx');

/** Saves a downloaded file through a temporary link. */
export function saveFile({ file, name }: { file: Blob; name: string }): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The answer of a preview or an import: the rows (also when the import was refused for their errors), or a message. */
export type ImportAnswer = { ok: boolean; result: SpuImportResultVO | null; message: string | null };

/** Uploads the file for a preview (`commit` false) or the import itself, reporting the upload's progress in percent. */
export function uploadImport(file: File, commit: boolean, onProgress: (percent: number) => void): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', commit ? P.import : P.importPreview);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    // No answer at all (status 0) is a network failure, as fetch's TypeError is: told as the server unreachable.
    xhr.onerror = () =>
      reject(xhr.status === 0 ? new TypeError('unreachable') : new Error(i18n.t('common:request.failedWithStatus', { status: xhr.status })));
    xhr.onload = () => {
      let body: EnvelopeLike;
      try {
        body = JSON.parse(xhr.responseText) as EnvelopeLike;
      } catch {
        reject(new Error(i18n.t('common:request.failedWithStatus', { status: xhr.status })));
        return;
      }
      const result = body.data && typeof body.data === 'object' && 'rows' in body.data ? (body.data as SpuImportResultVO) : null;
      resolve({ ok: body.code === '00000', result, message: body.code === '00000' ? null : firstMessage(body) });
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
