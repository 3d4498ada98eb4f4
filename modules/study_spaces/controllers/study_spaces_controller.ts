import type { HttpContext } from '@adonisjs/core/http'
import { positiveIdParam, wantsJson } from '#app/support/http'
import { answerDenial, viewerOf } from '#modules/identity/index'
import { DROP_IN_MESSAGES, REGISTRATION_MESSAGES, dropInToSession, loadSession, sessionViewerOf } from '#modules/tutoring/index'
import StudySpacePolicy from '../policies/study_space_policy.js'
import { listStudySpaces } from '../queries/study_spaces.js'
import StudySpaceTransformer from '../transformers/study_space_transformer.js'

/** Refusals of the drop-in that are not conflicts. */
const STATUS: Record<string, 403 | 404> = {
  [REGISTRATION_MESSAGES.notFound]: 404,
  [DROP_IN_MESSAGES.notStudySpace]: 404,
  [REGISTRATION_MESSAGES.account]: 403,
}

function refuse(ctx: HttpContext, reason: string, status: number) {
  if (wantsJson(ctx)) return ctx.response.status(status).send({ ok: false, reason })
  ctx.session.flash('error', reason)
  return ctx.response.redirect().toRoute('study_spaces.index')
}

/* Study spaces (issue 18 §3; spec 000 §2.2 /study-spaces). */
export default class StudySpacesController {
  /** GET /study-spaces?page= — live and upcoming study spaces the viewer may see; tutors get "Host a study space". */
  async index(ctx: HttpContext) {
    const viewer = await viewerOf(ctx)
    const pageText = String(ctx.request.input('page', '1'))
    const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1
    const list = await listStudySpaces(sessionViewerOf(viewer), page)
    return ctx.inertia.render('study_spaces/index', {
      spaces: StudySpaceTransformer.transform(list.data),
      meta: list.meta,
      signedIn: viewer !== null,
      canHost: viewer ? await ctx.bouncer.with(StudySpacePolicy).allows('host') : false,
    })
  }

  /**
   * POST /study-spaces/:id/join — drop in: the seat and a 'dropin' registration are written at
   * this click (tutoring's dropInToSession) and the person is sent to the room. JSON: { ok, url }.
   */
  async join(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const space = await loadSession(positiveIdParam(ctx), user.id)
    const verdict = await ctx.bouncer.with(StudySpacePolicy).execute('dropIn', space)
    if (!verdict.authorized) return answerDenial(ctx, verdict, (reason, status) => refuse(ctx, reason, status))
    const result = await dropInToSession(space!.session.id, user.id)
    if (!result.ok) return refuse(ctx, result.reason, STATUS[result.reason] ?? 409)
    if (wantsJson(ctx)) return ctx.response.ok({ ok: true, url: result.url })
    // The room is another site: an Inertia visit leaves the app for it (409 + X-Inertia-Location).
    if (ctx.request.header('x-inertia')) return ctx.inertia.location(result.url)
    return ctx.response.redirect(result.url)
  }
}
