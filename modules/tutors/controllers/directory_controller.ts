import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { LANGUAGES, viewerOf } from '#modules/identity/index'
import TutorsPolicy from '../policies/tutors_policy.js'
import { directoryPage, offeredTopicChoices, type DirectoryFilters } from '../queries/directory.js'
import { RATING_FILTERS, RATING_FILTER_VALUES } from '../queries/ratings.js'
import { pledgeTopicChoices, pledgesOf } from '../queries/demand.js'
import TutorCardTransformer from '../transformers/tutor_card_transformer.js'
import { directoryQueryValidator } from '../validators/tutors_validator.js'
import { denied } from './respond.js'

const FILTER_KEYS = ['topic', 'language', 'certified', 'rating', 'day', 'part', 'page'] as const

/**
 * Validates the directory's query string (VineJS): the fields that do not validate are dropped and
 * named in `ignored`, the rest apply. Never an error page.
 */
export async function parseDirectoryQuery(qs: Record<string, unknown>): Promise<{ filters: DirectoryFilters; ignored: string[] }> {
  const input: Record<string, unknown> = {}
  for (const key of FILTER_KEYS) if (typeof qs[key] === 'string' && qs[key] !== '') input[key] = qs[key]
  const ignored: string[] = []
  let [error, valid] = await directoryQueryValidator.tryValidate(input)
  if (error) {
    const bad = error instanceof vineErrors.E_VALIDATION_ERROR ? (error.messages as { field: string }[]).map((m) => m.field.split('.')[0]) : [...FILTER_KEYS]
    for (const key of new Set(bad)) {
      delete input[key]
      ignored.push(key)
    }
    ;[error, valid] = await directoryQueryValidator.tryValidate(input)
  }
  const v = error ? {} : valid!
  return {
    filters: {
      topic: v.topic ?? null,
      language: v.language ?? null,
      certified: v.certified === '1' || v.certified === 'true',
      rating: v.rating ?? null,
      day: v.day ?? null,
      part: v.part ?? null,
      page: v.page ?? 1,
    },
    ignored: ignored.filter((key) => key !== 'page'),
  }
}

/* /explore/tutors (spec 000 §2.6 Learn menu: Tutors): active one-on-one profiles, filtered and paginated. */
export default class DirectoryController {
  async index(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('browse')
    if (!verdict.authorized) return denied(ctx, verdict)
    const { filters, ignored } = await parseDirectoryQuery(ctx.request.qs())
    const viewer = await viewerOf(ctx)
    const zone = viewer?.user.timezone || 'UTC'
    const { cards, meta } = await directoryPage(filters, zone)
    const topics = await offeredTopicChoices()
    // Demand pledges (README): a signed-in learner's own, and the topics they may pledge for.
    const pledges = viewer ? await pledgesOf(viewer.user.id) : []
    const pledgeTopics = viewer ? await pledgeTopicChoices() : []
    return ctx.inertia.render('tutors/explore', {
      tutors: TutorCardTransformer.transform(cards),
      meta,
      filters,
      ignored,
      topics,
      languages: LANGUAGES.map((l) => ({ code: l.code, name: l.name })),
      ratings: RATING_FILTER_VALUES.map((value) => ({ value, label: RATING_FILTERS[value].label })),
      timezone: zone,
      pledges,
      pledgeTopics,
      viewerId: viewer?.user.id ?? null,
    })
  }
}
