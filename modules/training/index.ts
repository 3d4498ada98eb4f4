/* The public server surface of training (issue 12 §2). */
export { onboardingNeedOf, pastHostedSessionCount, attendedOnboardingAsLearner, isOnboardingSession } from './queries/onboarding.js'
export { needsOnboarding, ONBOARDING_HOSTED_THRESHOLD } from './shared/rules.js'
export { markOnboardingSession } from './actions/mark_onboarding_session.js'
export { outstandingTrainingsOf, trainingHostingBlock } from './queries/trainings.js'
