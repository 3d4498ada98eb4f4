import type { ApiClient } from '@japa/api-client'
import type { User } from '#modules/identity/index'
import type { UploadPurpose } from '../shared/index.js'

export { png } from './fixtures.js'

type Client = InstanceType<typeof ApiClient>

/* The four upload calls of spec 002 §7 as a browser makes them, for the functional tests. */

export function requestUpload(client: Client, user: User, file: { name: string; mime: string; size: number }, purpose: UploadPurpose) {
  return client.post('/uploads').json({ file, target: { type: purpose } }).withCsrfToken().loginAs(user)
}

export async function putBytes(client: Client, user: User, uploadUrl: string, bytes: Buffer) {
  const request = client.put(uploadUrl).withCsrfToken().loginAs(user).type('application/octet-stream')
  request.request.send(bytes)
  return request
}

export function callStep(client: Client, user: User, id: number, step: 'complete' | 'process') {
  return client.post(`/uploads/${id}/${step}`).json({}).withCsrfToken().loginAs(user)
}

/** request → PUT → complete → process; the final answer (or the first failing one). */
export async function uploadAll(client: Client, user: User, name: string, mime: string, bytes: Buffer, purpose: UploadPurpose) {
  const requested = await requestUpload(client, user, { name, mime, size: bytes.length }, purpose)
  if (requested.status() !== 201) return { step: 'request', response: requested, userUploadId: 0, downloadUrl: '' }
  const { uploadUrl, userUploadId, downloadUrl } = requested.body()
  const ids = { userUploadId: userUploadId as number, downloadUrl: downloadUrl as string }
  const put = await putBytes(client, user, uploadUrl, bytes)
  if (put.status() !== 204) return { step: 'put', response: put, ...ids }
  const completed = await callStep(client, user, userUploadId, 'complete')
  if (completed.status() !== 200) return { step: 'complete', response: completed, ...ids }
  const processed = await callStep(client, user, userUploadId, 'process')
  return { step: processed.status() === 200 ? 'done' : 'process', response: processed, ...ids }
}
