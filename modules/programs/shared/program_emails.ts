/*
 * Program Emails (issue 17 §4; spec 000 §2.6 admin entry program/emails): per program and
 * iteration phase one plain-text template with placeholders. Isomorphic: the server fills the
 * placeholders when it sends, the edit page fills them with sample values for its preview.
 */

export const PROGRAM_EMAIL_PHASES = [
  'tutor_registration_opens',
  'learner_registration_opens',
  'deadline_approaching',
  'starts_tomorrow',
  'post_survey',
] as const

export type ProgramEmailPhase = (typeof PROGRAM_EMAIL_PHASES)[number]

export const PROGRAM_EMAIL_SUBJECT_MAX = 150
export const PROGRAM_EMAIL_BODY_MAX = 5000

export function isProgramEmailPhase(value: unknown): value is ProgramEmailPhase {
  return typeof value === 'string' && (PROGRAM_EMAIL_PHASES as readonly string[]).includes(value)
}

/** What staff read about each phase: its name, when it is sent and to whom. */
export const PROGRAM_EMAIL_PHASE_INFO: Record<ProgramEmailPhase, { label: string; when: string; to: string }> = {
  tutor_registration_opens: {
    label: 'Tutor registration opens',
    when: "when the iteration's tutor registration opens",
    to: "everyone on the program's tutor waitlist for the iteration (or for the next one)",
  },
  learner_registration_opens: {
    label: 'Learner registration opens',
    when: "when the iteration's learner registration opens",
    to: "everyone on the program's learner waitlist for the iteration (or for the next one)",
  },
  deadline_approaching: {
    label: 'Deadline approaching',
    when: 'two days before the learner deadline',
    to: 'people on the learner waitlist who have not registered for a series of the iteration',
  },
  starts_tomorrow: {
    label: 'Starts tomorrow',
    when: 'one day before the iteration starts',
    to: "the learners registered for the iteration's series and their hosts",
  },
  post_survey: {
    label: 'Post-survey',
    when: 'when the iteration ends',
    to: "the learners registered for the iteration's series (learner post-survey) and their hosts (tutor post-survey)",
  },
}

export const PROGRAM_EMAIL_PLACEHOLDERS = ['name', 'program', 'iteration', 'deadline', 'starts', 'link', 'survey'] as const

export type ProgramEmailPlaceholder = (typeof PROGRAM_EMAIL_PLACEHOLDERS)[number]

export type ProgramEmailValues = Record<ProgramEmailPlaceholder, string>

export const PROGRAM_EMAIL_PLACEHOLDER_INFO: Record<ProgramEmailPlaceholder, string> = {
  name: "the person's name",
  program: "the program's title",
  iteration: "the iteration's title, e.g. January 2027",
  deadline: 'the learner deadline, e.g. January 8, 2027 at 11:59 PM ET',
  starts: 'when the iteration starts',
  link: "the program's page",
  survey: 'the survey for this person: the post-survey in the post-survey email, otherwise the pre-survey (learner or tutor)',
}

const PLACEHOLDER = /\{([a-z_]+)\}/g

/** Replaces each known {placeholder} with its value; anything else is left as written. */
export function fillProgramEmail(text: string, values: ProgramEmailValues): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    (PROGRAM_EMAIL_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as ProgramEmailPlaceholder] : whole
  )
}

/** The {words} in a text that are not placeholders (a typo would otherwise reach every inbox). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .filter((key) => !(PROGRAM_EMAIL_PLACEHOLDERS as readonly string[]).includes(key))
  return [...new Set(unknown)]
}

/** Paragraphs of a plain-text body: separated by blank lines. */
export function programEmailParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** Every email opens with this line before the body. */
export const PROGRAM_EMAIL_GREETING = 'Hi {name},'

/** What the edit form starts from when a phase has no template yet (saved disabled until staff enable it). */
export const PROGRAM_EMAIL_DEFAULTS: Record<ProgramEmailPhase, { subject: string; body: string }> = {
  tutor_registration_opens: {
    subject: 'Hosting is open: {program}, {iteration}',
    body: 'You can now host {program} for {iteration}. Pick an offering and publish your series before the learner deadline, {deadline}.\n\n{link}',
  },
  learner_registration_opens: {
    subject: 'Registration is open: {program}, {iteration}',
    body: 'Registration for {program} ({iteration}) is open until {deadline}. Groups are small and fill up, so sign up soon.\n\n{link}',
  },
  deadline_approaching: {
    subject: 'Two days left to register: {program}, {iteration}',
    body: 'Registration for {program} ({iteration}) closes on {deadline}. You are on the waitlist and have not registered yet.\n\n{link}',
  },
  starts_tomorrow: {
    subject: '{program} starts tomorrow',
    body: '{program} ({iteration}) starts {starts}. Before the first session, please fill in this short survey: {survey}\n\n{link}',
  },
  post_survey: {
    subject: 'How was {program}?',
    body: 'Thank you for taking part in {program} ({iteration}). Please tell us how it went: {survey}',
  },
}

/** The line under every program email: why the person gets it. */
export function programEmailFooter(phase: ProgramEmailPhase, programTitle: string): string {
  return phase === 'starts_tomorrow' || phase === 'post_survey'
    ? `You get this email because you take part in ${programTitle} on Peerhaven.`
    : `You get this email because you joined the ${programTitle} waitlist on Peerhaven.`
}
