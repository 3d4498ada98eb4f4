import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { EMOJI_DATA_VERSION } from '../shared/index.js'
import { emojiData } from '../queries/emoji_data.js'

export default class EmojiController {
  /** GET /rich-text/emoji/15-1.json (the version and ".json" are one parameter) — public, versioned, cached for a year. */
  async show(ctx: HttpContext) {
    if (ctx.params.version !== `${EMOJI_DATA_VERSION}.json`) return notFound(ctx)
    const { body, etag } = await emojiData()
    ctx.response.header('Cache-Control', 'public, max-age=31536000, immutable')
    ctx.response.header('ETag', etag)
    ctx.response.header('Content-Type', 'application/json; charset=utf-8')
    if (ctx.request.fresh()) return ctx.response.notModified()
    return ctx.response.send(body)
  }
}
