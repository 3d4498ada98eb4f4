import type { HttpContext } from '@adonisjs/core/http'
import { answerDenial } from '#modules/identity/index'
import MentionPolicy from '../policies/mention_policy.js'
import { mentionablePeople } from '../queries/mentionable_people.js'
import MentionPersonTransformer from '../transformers/mention_person_transformer.js'
import { mentionSearchValidator, subjectOf } from '../validators/mention_search_validator.js'

export default class MentionsController {
  /** GET /rich-text/mentions?within=world:12&q=ann — the editor's mention suggestions (JSON). */
  async index(ctx: HttpContext) {
    const { within, q } = await ctx.request.validateUsing(mentionSearchValidator, { data: ctx.request.qs() })
    const subject = subjectOf(within)
    const verdict = await ctx.bouncer.with(MentionPolicy).execute('search', subject)
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const people = await mentionablePeople(subject, ctx.auth.user!.id, q)
    return ctx.response.ok({ people: people.map((person) => new MentionPersonTransformer(person).toObject()) })
  }
}
