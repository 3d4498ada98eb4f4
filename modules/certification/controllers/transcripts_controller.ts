import type { HttpContext } from '@adonisjs/core/http'
import { notFound } from '#app/support/http'
import { User } from '#modules/identity/index'
import { ensureProfile, setTranscriptSharing } from '../actions/set_transcript_sharing.js'
import { ownOpenRequests, sharedProfile, transcriptOf } from '../queries/transcript.js'
import { sharingValidator } from '../validators/certification_validators.js'
import { done } from './respond.js'

/* "My Certifications" (the owner's transcript and requests) and the public transcript by its uuid link, when shared. */
export default class TranscriptsController {
  async mine(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const profile = await ensureProfile(user.id)
    return ctx.inertia.render('certification/mine', {
      courses: await transcriptOf(user.id, { withRecordings: true }),
      requests: await ownOpenRequests(user.id),
      sharing: { shared: profile.transcriptShared, path: `/certification/transcript/${profile.uuidTranscript}` },
    })
  }

  async sharing(ctx: HttpContext) {
    const { shared } = await ctx.request.validateUsing(sharingValidator)
    await setTranscriptSharing(ctx.auth.getUserOrFail().id, shared)
    return done(ctx, shared ? 'Your transcript link is now public.' : 'Your transcript link is now private.')
  }

  async show(ctx: HttpContext) {
    const profile = (await sharedProfile(String(ctx.params.uuid ?? ''))) ?? notFound(ctx)
    const owner = (await User.find(profile.userId)) ?? notFound(ctx)
    return ctx.inertia.render('certification/transcript', {
      username: owner.username,
      courses: await transcriptOf(owner.id, { withRecordings: false }),
    })
  }
}
