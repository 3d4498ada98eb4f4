import type { Data } from '~generated/data'
import { xsrfToken } from '~/lib/csrf'
import { urlFor } from '~/lib/routes'
import { baseMime, UPLOAD_MESSAGES, type UploadPurpose } from '../shared/index.js'

export type UploadResult = Data.Uploads.UserUpload

export type UploadOptions = {
  purpose: UploadPurpose
  /** Called with the sent fraction (0 to 1) while the bytes go up. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

function headers(json: boolean) {
  const result: Record<string, string> = { accept: 'application/json' }
  if (json) result['content-type'] = 'application/json'
  const token = xsrfToken()
  if (token) result['x-xsrf-token'] = token
  return result
}

/** A refusal's own sentence (quota, wrong type...) when the server gave one, else "Upload failed: {status text}". */
async function failure(response: Response): Promise<Error> {
  const body = await response.json().catch(() => null)
  const message = body && typeof body.message === 'string' ? body.message : null
  return new Error(message ?? UPLOAD_MESSAGES.uploadFailed(response.statusText || String(response.status)))
}

async function call<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: headers(true), body: JSON.stringify(body ?? {}), signal })
  if (!response.ok) throw await failure(response)
  return response.json() as Promise<T>
}

/** The PUT with progress (fetch cannot report upload progress); non-2xx → "Upload failed: {status text}" (spec 002 §7). */
function putBytes(url: string, file: File, { onProgress, signal }: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    for (const [name, value] of Object.entries(headers(false))) request.setRequestHeader(name, value)
    request.setRequestHeader('content-type', 'application/octet-stream')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve()
      else reject(new Error(UPLOAD_MESSAGES.uploadFailed(request.statusText || String(request.status))))
    }
    request.onerror = () => reject(new Error(UPLOAD_MESSAGES.uploadFailed('network error')))
    request.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}

/**
 * Uploads one file (spec 002 §7): request → PUT the bytes to the signed URL → complete (the server
 * checks the bytes' type) → post-processing (WebP images, video duration). Resolves with the
 * processed upload (userUploadId, downloadUrl, name, mime, size...); throws an Error with the message
 * to show.
 */
export async function uploadFile(file: File, options: UploadOptions): Promise<UploadResult> {
  const { purpose, signal } = options
  signal?.throwIfAborted()
  const ticket = await call<{ uploadUrl: string; userUploadId: number }>(
    urlFor('uploads.request'),
    { file: { name: file.name, mime: baseMime(file.type), size: file.size }, target: { type: purpose } },
    signal
  )
  await putBytes(ticket.uploadUrl, file, options)
  const id = ticket.userUploadId
  await call(urlFor('uploads.complete', { id }), {}, signal)
  return call<UploadResult>(urlFor('uploads.process', { id }), {}, signal)
}
