import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OnboardingSession } from '../queries/onboarding.js'

/** An onboarding session of the live SAT test, as the onboarding page lists it. */
export default class OnboardingSessionTransformer extends BaseTransformer<OnboardingSession> {
  toObject() {
    return this.pick(this.resource, ['id', 'title', 'startsAt', 'endsAt', 'seatsLeft', 'hostName', 'registered'])
  }
}
