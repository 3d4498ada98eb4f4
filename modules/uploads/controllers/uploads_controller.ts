import type { HttpContext } from '@adonisjs/core/http'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { notFound } from '#app/support/http'
import { requestUpload } from '../actions/request_upload.js'
import { receiveUploadBytes } from '../actions/receive_upload_bytes.js'
import { completeUpload } from '../actions/complete_upload.js'
import { processUpload } from '../actions/process_upload.js'
import type UserUpload from '../models/user_upload.js'
import UserUploadPolicy from '../policies/user_upload_policy.js'
import { loadUpload } from '../queries/uploads.js'
import UserUploadTransformer from '../transformers/user_upload_transformer.js'
import { requestUploadValidator } from '../validators/upload_validators.js'
import { UPLOAD_URL_TTL } from '../shared/index.js'
import { answer, denied, refuse } from './respond.js'

const SIGNATURE_PURPOSE = 'upload-bytes'

/* The upload calls of spec 002 §7: request, PUT the bytes, complete, post-processing. */
export default class UploadsController {
  /** POST /uploads — request user upload: {uploadUrl, downloadUrl, userUploadId}. */
  async store(ctx: HttpContext) {
    const { file, target } = await ctx.request.validateUsing(requestUploadValidator)
    const result = await requestUpload(ctx.auth.user!.id, { ...file, purpose: target.type })
    if (!result.ok) return refuse(ctx, result.status, result.reason)
    const uploadUrl = signedUrlFor('uploads.put', { id: result.upload.id }, { expiresIn: UPLOAD_URL_TTL, purpose: SIGNATURE_PURPOSE })
    return answer(ctx, UserUploadTransformer.transform(result.upload, uploadUrl).useVariant('forRequest'), 201)
  }

  /** PUT /uploads/:id/bytes?signature=… — the bytes, streamed; the signed URL expires after 15 minutes. */
  async put(ctx: HttpContext) {
    if (!ctx.request.hasValidSignature(SIGNATURE_PURPOSE)) return refuse(ctx, 403, 'This upload link has expired. Please try again.')
    const upload = await this.own(ctx)
    if (!upload) return
    const length = ctx.request.header('content-length')
    const result = await receiveUploadBytes(upload, ctx.request.request, length ? Number(length) : null)
    if (!result.ok) return refuse(ctx, result.status, result.reason)
    return ctx.response.noContent()
  }

  /** POST /uploads/:id/complete — the bytes' type is checked by magic numbers. */
  async complete(ctx: HttpContext) {
    return this.step(ctx, completeUpload)
  }

  /** POST /uploads/:id/process — request upload post-processing (WebP images, video duration). */
  async process(ctx: HttpContext) {
    return this.step(ctx, processUpload)
  }

  /** The owner's upload through one action, answered with the upload or the action's refusal. */
  private async step(ctx: HttpContext, action: (upload: UserUpload) => Promise<{ ok: true } | { ok: false; status: number; reason: string }>) {
    const upload = await this.own(ctx)
    if (!upload) return
    const result = await action(upload)
    if (!result.ok) return refuse(ctx, result.status, result.reason)
    return answer(ctx, UserUploadTransformer.transform(upload))
  }

  private async own(ctx: HttpContext) {
    const upload = await loadUpload(ctx.params.id)
    if (!upload) return notFound(ctx)
    const verdict = await ctx.bouncer.with(UserUploadPolicy).execute('manage', upload)
    if (!verdict.authorized) {
      await denied(ctx, verdict)
      return null
    }
    return upload
  }
}
