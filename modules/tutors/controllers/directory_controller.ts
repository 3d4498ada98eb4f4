import type { HttpContext } from '@adonisjs/core/http'
import { LANGUAGES, LANGUAGE_CODES, viewerOf } from '#modules/identity/index'
import TutorsPolicy from '../policies/tutors_policy.js'
import { directoryPage, offeredTopicChoices, type DirectoryFilters } from '../queries/directory.js'
import TutorCardTransformer from '../transformers/tutor_card_transformer.js'
import { denied } from './respond.js'

const positiveInt = (value: unknown) => (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null)

/** Reads the directory's query string leniently: a malformed value is ignored, never an error. */
export function parseDirectoryQuery(qs: Record<string, unknown>): DirectoryFilters {
  const language = typeof qs.language === 'string' && (LANGUAGE_CODES as readonly string[]).includes(qs.language) ? qs.language : null
  return { topic: positiveInt(qs.topic), language, certified: qs.certified === '1' || qs.certified === 'true', page: positiveInt(qs.page) ?? 1 }
}

/* /explore/tutors (spec 000 §2.6 Learn menu: Tutors): active one-on-one profiles, filtered and paginated. */
export default class DirectoryController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('browse')
    if (!verdict.authorized) return denied(ctx, verdict)
    const filters = parseDirectoryQuery(ctx.request.qs())
    const { cards, meta } = await directoryPage(filters)
    const viewer = await viewerOf(ctx)
    const topics = await offeredTopicChoices()
    return ctx.inertia.render('tutors/explore', {
      tutors: TutorCardTransformer.transform(cards),
      meta,
      filters,
      topics,
      languages: LANGUAGES.map((l) => ({ code: l.code, name: l.name })),
      viewerId: viewer?.user.id ?? null,
    })
  }
}
