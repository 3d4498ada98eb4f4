/*
 * User-facing refusals of the series context, in one place so pages and tests agree.
 */
export const SERIES_MESSAGES = {
  notFound: 'This series does not exist.',
  closed: 'This series is closed.',
  enrollmentClosed: 'Enrollment for this series is closed.',
  full: 'This series is full.',
  accountCannotRegister: 'Your account cannot register for series right now.',
  alreadyRegistered: 'You are already registered for this series.',
  notRegistered: 'You are not registered for this series.',
  hostCannotRegister: 'You host this series, so you cannot register as a learner.',
  maxRegistrations: (limit: number, title: string) =>
    `You can be registered for at most ${limit} series of "${title}" at a time.`,
  registrationNotOpen: (when: string) => `Registration for this series opens on ${when}.`,
  registrationDeadlinePassed: 'The registration deadline for this series has passed.',
  reservationSelfRegistered: 'You are already registered for this series.',
  reservationFull: 'There is no free seat left to reserve.',
  reservationForHost: 'Hosts of this series cannot hold a seat in it.',
  templateUnavailable: 'This template is not available for hosting.',
  templateEnded: 'This template belongs to a program round that has ended.',
  templateNoTopic: 'This template has no topic yet, so it cannot be hosted. Please contact the program team.',
  cannotTutorTopic: 'You need to be certified in this template’s topic before you can host it.',
  backgroundCheckNeeded: 'Your background check must be cleared before you can host a series with learners under 18.',
  maxActiveSeries: (limit: number) =>
    `You already host ${limit} active series of this template, the most allowed.`,
  tutorRegistrationNotOpen: (when: string) => `Tutor registration for this template opens on ${when}.`,
  startTooEarly: (when: string) => `The first session cannot start before ${when}.`,
  startInPast: 'The first session must start in the future.',
  hostsOnly: 'Only the hosts of this series can do this.',
  lessonPlanForClass: 'The lesson plan is for the learners and hosts of this series.',
  curriculumForClass: 'The curriculum is for the registrants and hosts of this session.',
  notALearner: 'This learner is not registered for this series.',
  prepClosed: 'Prep is open until the session ends.',
} as const
