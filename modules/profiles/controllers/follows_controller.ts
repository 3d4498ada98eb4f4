import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { wantsJson } from '#app/support/http'
import { answerDenial } from '#modules/identity/index'
import { followTutor, unfollowTutor } from '#modules/recognition/index'
import ProfilePolicy from '../policies/profile_policy.js'
import { profileFromRoute } from './profile_context.js'

/** Follow or unfollow a tutor from their profile (spec 000 §6.4); back to the profile. */
export default class FollowsController {
  async store(ctx: HttpContext) {
    const target = await profileFromRoute(ctx)
    const verdict = await ctx.bouncer.with(ProfilePolicy).execute('follow', target)
    if (!verdict.authorized) {
      // A sentence ("Only tutors can be followed.") goes back to the page as a flash; JSON clients get it with the status.
      return answerDenial(ctx, verdict, (message, status) => {
        if (wantsJson(ctx)) return ctx.response.status(status).send({ message })
        ctx.session.flash('error', message)
        return ctx.response.redirect().back()
      })
    }
    await db.transaction((trx) => followTutor({ userId: ctx.auth.user!.id, tutorId: target.user.id }, { client: trx }))
    ctx.session.flash('success', `You follow ${target.user.displayName}: you will hear about their new sessions.`)
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const target = await profileFromRoute(ctx)
    await db.transaction((trx) => unfollowTutor({ userId: ctx.auth.user!.id, tutorId: target.user.id }, { client: trx }))
    ctx.session.flash('success', `You no longer follow ${target.user.displayName}.`)
    return ctx.response.redirect().back()
  }
}
