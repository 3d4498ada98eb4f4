import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import UserUploadPolicy from '../policies/user_upload_policy.js'
import { loadUpload } from '../queries/uploads.js'
import { serveUpload } from '../queries/serve_upload.js'

export default class DownloadsController {
  /** GET /uploads/:id/:name — the only way an upload's bytes are served (UserUploadPolicy.download). */
  async show(ctx: HttpContext) {
    const upload = await loadUpload(ctx.params.id)
    if (!upload || !upload.isUsable || upload.downloadUrl !== ctx.request.url()) return notFound(ctx)
    const verdict = await ctx.bouncer.with(UserUploadPolicy).execute('download', upload)
    if (!verdict.authorized) return notFound(ctx)
    return serveUpload(ctx, upload)
  }
}
