import type { HttpContext } from '@adonisjs/core/http'
import type { RichTextContent } from '../shared/index.js'
import RichTextTransformer from '../transformers/rich_text_transformer.js'
import { mentionsWithinValidator, richTextCheckValidator } from '../validators/rich_text_check_validator.js'
import { subjectOf } from '../validators/mention_search_validator.js'

/*
 * The rich text check (staff): the full editor, the server's verdict on what would be stored
 * (richTextRule) and the document as readers see it. A living reference for the editor and the
 * page the XSS browser gate drives. Nothing is stored.
 */
export default class RichTextCheckController {
  /** GET /rich-text/check[?within=world:12] */
  async show(ctx: HttpContext) {
    const { within } = await ctx.request.validateUsing(mentionsWithinValidator, { data: ctx.request.qs() })
    return ctx.inertia.render('rich_text/check', { within: within ? subjectOf(within) : null, checked: null })
  }

  /** POST /rich-text/check — refused with the schema's message, or shown back as stored. */
  async store(ctx: HttpContext) {
    const { content } = await ctx.request.validateUsing(richTextCheckValidator)
    const { within } = await ctx.request.validateUsing(mentionsWithinValidator, { data: ctx.request.qs() })
    return ctx.inertia.render('rich_text/check', {
      within: within ? subjectOf(within) : null,
      checked: RichTextTransformer.transform(content as RichTextContent),
    })
  }
}
