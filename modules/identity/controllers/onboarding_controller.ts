import type { HttpContext } from '@adonisjs/core/http'
import { refuseForm } from '#app/support/http'
import type User from '../models/user.js'
import { onboardingValidator } from '../validators/profile_validators.js'
import { accountMessages } from '../validators/messages.js'
import { parsePrimaryInterest } from '../primary_interest.js'
import { interestWorlds } from '../interest_worlds.js'
import { EDUCATION_TYPES, JOIN_REASONS, SCHOOL_EXPERIENCES } from '../onboarding_options.js'
import { completeOnboarding } from '../actions/complete_onboarding.js'
import { parseReturnTo } from '../return_to.js'

export default class OnboardingController {
  async show({ inertia, request }: HttpContext) {
    return inertia.render('identity/onboarding', {
      returnTo: parseReturnTo(request.qs().returnTo),
      joinReasons: JOIN_REASONS,
      educationTypes: EDUCATION_TYPES,
      schoolExperiences: SCHOOL_EXPERIENCES,
      worlds: interestWorlds().filter((world) => world.visibility === 'public').map(({ slug, title }) => ({ slug, title })),
    })
  }

  async store(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(onboardingValidator, { messagesProvider: accountMessages })
    const interest = parsePrimaryInterest(payload.primaryInterest)
    if (!interest.ok) return refuseForm(ctx, { primaryInterest: interest.message })
    const user = ctx.auth.user as User
    await completeOnboarding(
      user.id,
      {
        joinReason: payload.joinReason,
        educationType: payload.educationType,
        schoolExperience: payload.schoolExperience ?? null,
        zipcode: payload.zipcode ?? null,
      },
      interest.value
    )
    ctx.session.flash('success', "You're all set. Welcome to Peerhaven!")
    return ctx.response.redirect(parseReturnTo(payload.returnTo) ?? '/dashboard?celebrate')
  }
}
