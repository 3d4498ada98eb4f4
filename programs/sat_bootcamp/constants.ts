/* The SAT Bootcamp (spec 000 §1; spec 002 "SAT bootcamp"). */
export const PROGRAM_SLUG = 'sat-bootcamp'
export const PROGRAM_FOLDER = 'sat_bootcamp'
export const WORLD_SLUG = 'sat-bootcamp'
export const LEARNER_WAITLIST = 'sat-bootcamp-general'
export const TUTOR_WAITLIST = 'sat-bootcamp-tutor'
export const MATH_OFFERING = 'sat-bootcamp-math'
export const READING_WRITING_OFFERING = 'sat-bootcamp-reading-writing'
/** spec 000 §2.2: the learner view and the tutor view of the marketing page. */
export const HOME_PATH = '/sat-bootcamp'
export const TUTOR_PATH = '/sat-bootcamp/tutor'
export const ADMIN_PATH = '/admin/sat'
export const ROUTE_PREFIX = `programs.${PROGRAM_FOLDER}`
/** spec 000 §2.2 "/request-parent-consent"; the consent module's pages. */
export const PARENT_CONSENT_PATH = `/request-parent-consent?program=${PROGRAM_SLUG}`
export const ASSENT_PATH = `/consent/assent?program=${PROGRAM_SLUG}`

/** spec 000 §1 / spec 002 "SAT bootcamp": the marketing claims. */
export const FACTS = {
  weeks: 4,
  sessionsPerWeek: 2,
  sessionMinutes: 75,
  maxLearners: 10,
  averageGain: '40–55 points',
} as const

/**
 * Invite codes (spec 000 §2.2 "invite_code (lowercased)"): letters, digits, hyphens and
 * underscores, up to 40; anything else is ignored rather than stored.
 */
export const INVITE_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/

export function normaliseInviteCode(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const code = input.trim().toLowerCase()
  return INVITE_CODE_PATTERN.test(code) ? code : null
}

export const SAT_MESSAGES = {
  notReleasedToLearners: (at: string) => `Registration for this SAT bootcamp opens on ${at}.`,
  learnerDeadlinePassed: (at: string) => `Registration for this SAT bootcamp closed on ${at}.`,
  notReleasedToTutors: (at: string) => `Publishing bootcamps for this SAT test opens on ${at}.`,
  seriesDeadlinePassed: (at: string) => `The last day to publish a bootcamp for this SAT test was ${at}.`,
  notASatTest: 'This bootcamp is not linked to an SAT test.',
  invitationRecorded: 'Thanks for accepting the invitation. Register for a bootcamp below.',
} as const

/** spec 000 §2.2: tutors publish a bootcamp from the world's series templates. */
export const PUBLISH_PATH = `/w/${WORLD_SLUG}/schedule/series-template`
export const BROWSE_PATH = `/w/${WORLD_SLUG}`

/** spec 000 §2.1–2.2: the tutor's consent and agreement, the parent request, onboarding. */
export const AGREEMENT_PATH = '/sat-bootcamp/tutor/consent'
export const REQUEST_CONSENT_PATH = '/sat-bootcamp/tutor/request-consent'
export const ONBOARDING_PATH = '/sat-bootcamp/onboarding-sessions'
export const PUBLISH_PROMPT_PATH = '/sat-bootcamp/publish-prompt'

/** The tutor agreement (decision: the spec names the page, not its words); kept with each signature. */
export const TUTOR_AGREEMENT_VERSION = 'sat-tutor-agreement-v1'
export const TUTOR_AGREEMENT = {
  hostEverySession: `I will host both sessions each week for the ${FACTS.weeks} weeks of my bootcamp, ${FACTS.sessionMinutes} minutes each, or find a co-host when I cannot.`,
  attendOnboarding: 'I will attend an SAT bootcamp onboarding session before I publish my first bootcamp.',
  followGuidelines: 'I will follow the community guidelines and keep every learner’s personal information private.',
  stayOnPlatform: 'I understand many learners are under 18, and I will talk with them only on Peerhaven.',
} as const
