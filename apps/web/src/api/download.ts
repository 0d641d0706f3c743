import { messageForCode, RequestError, type RequestOptions, send } from './request';
import { showError } from './feedback';

/** The file name a Content-Disposition header gives, preferring RFC 5987's UTF-8 form. */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : undefined;
}

/** A JSON error envelope hidden in a download's body, or undefined when the body is a real file. */
async function errorIn(blob: Blob, type: string): Promise<{ code?: number; msg?: string } | undefined> {
  if (!type.includes('json') && !(type.includes('octet-stream') && blob.size < 65_536)) return undefined;
  try {
    const body = JSON.parse(await blob.text()) as { code?: unknown; msg?: unknown };
    return typeof body.code === 'number' ? { code: body.code, msg: typeof body.msg === 'string' ? body.msg : undefined } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Downloads a file from the API (spec §7 Downloads): the name comes from Content-Disposition; a JSON error in
 * place of the file is told to the user through the error catalogue and rejects.
 */
export async function download(path: string, options: RequestOptions & { fileName?: string } = {}): Promise<string> {
  const res = await send(path, options);
  const type = res.headers.get('content-type') ?? '';
  const blob = await res.blob();
  const error = await errorIn(blob, type);
  if (!res.ok || error) {
    const message = await messageForCode(error?.code ?? 0, error?.msg);
    if (!options.silent) showError(message);
    throw new RequestError(message, res.ok ? 'business' : 'http', res.status, error?.code);
  }
  const name = fileNameFrom(res.headers.get('content-disposition')) ?? options.fileName ?? 'download';
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
