import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { optionSource, searchOptions } from '../option_sources.js'
import { optionSearchValidator } from '../validators/option_search.js'
import FormOptionTransformer from '../transformers/form_option_transformer.js'

export default class FormOptionsController {
  /** GET /forms/options/:source?q= → { options: [{ value, label }] } (at most 20). */
  async index(ctx: HttpContext) {
    const { q } = await ctx.request.validateUsing(optionSearchValidator)
    const source = optionSource(String(ctx.params.source))
    if (!source) notFound(ctx)
    const options = await searchOptions(source, q ?? '', ctx.auth.getUserOrFail())
    // Plain objects: the options are flat, so the transformer's own toObject is the whole answer.
    return { options: options.map((option) => new FormOptionTransformer(option).toObject()) }
  }
}
