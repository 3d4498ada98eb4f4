import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { viewerOf } from '#modules/identity/index'
import { exploreLists } from '../queries/explore_cache.js'
import { sessionViewerOf } from '../policies/session_scope.js'
import SessionPolicy from '../policies/session_policy.js'
import SessionCardTransformer from '../transformers/session_card_transformer.js'
import { SESSION_LANGUAGES, SESSION_LANGUAGE_CODES } from '../constants.js'
import { positiveInt } from './respond.js'

export type ExploreQuery = {
  world: string | null
  topic: number | null
  from: string | null
  to: string | null
  language: string | null
  open: boolean
  filter: string | null
  page: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Reads the explore query string leniently: a malformed value is ignored, never a 500. */
export function parseExploreQuery(qs: Record<string, unknown>): ExploreQuery {
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null)
  const world = text(qs.world, 80)
  const from = text(qs.from, 10)
  const to = text(qs.to, 10)
  const language = text(qs.language, 3)
  return {
    world: world && /^[a-z0-9-]+$/.test(world) ? world : null,
    topic: positiveInt(qs.topic),
    from: from && DAY.test(from) && DateTime.fromISO(from).isValid ? from : null,
    to: to && DAY.test(to) && DateTime.fromISO(to).isValid ? to : null,
    language: language && SESSION_LANGUAGE_CODES.includes(language) ? language : null,
    open: qs.open === '1' || qs.open === 'true',
    filter: text(qs.filter, 100),
    page: positiveInt(qs.page) ?? 1,
  }
}

export default class ExploreController {
  /**
   * GET /explore (and /explore/all?filter=, which the site module redirects here with its query):
   * upcoming sessions, filtered by world, topic, day range (in the viewer's time zone),
   * language, open seats and a text filter; sorted by start; paginated.
   */
  async index(ctx: HttpContext) {
    const viewer = sessionViewerOf(await viewerOf(ctx))
    const query = parseExploreQuery(ctx.request.qs())
    const zone = viewer.timezone
    // Visitor-independent parts come from the public list cache (queries/explore_cache.ts).
    const { sessions, choices } = await exploreLists(
      {
        worldSlug: query.world ?? undefined,
        topicId: query.topic ?? undefined,
        from: query.from ? DateTime.fromISO(query.from, { zone }).startOf('day').toUTC() : undefined,
        until: query.to ? DateTime.fromISO(query.to, { zone }).plus({ days: 1 }).startOf('day').toUTC() : undefined,
        language: query.language ?? undefined,
        openSeats: query.open,
        text: query.filter ?? undefined,
        page: query.page,
      },
      viewer
    )
    const { worlds, topics } = choices
    return ctx.inertia.render('tutoring/explore', {
      sessions: SessionCardTransformer.transform(sessions.data),
      sessionsMeta: sessions.meta,
      filters: query,
      worlds,
      topics,
      languages: SESSION_LANGUAGES,
      canCreate: await ctx.bouncer.with(SessionPolicy).allows('create'),
    })
  }
}
