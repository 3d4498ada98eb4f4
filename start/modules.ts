/*
 * The module list, by layer, lowest first (DESIGN "Layers"). A module imports only modules of
 * LOWER layers (never its own layer's siblings, never a higher one); a lower layer that must show
 * or ask something a higher one knows declares a hook that the higher one fills. Enforced by the
 * lint rule peerhaven/boundaries, which reads this list. Migrations run in this order.
 * Programs (programs/*) sit above every module.
 *
 * Adding a module: create modules/<name>/module.ts (defineModule) and add its name to a layer here.
 * This file is plain data: the lint rule imports it directly.
 */
export const MODULE_LAYERS: readonly (readonly string[])[] = [
  ['identity'],
  // Anything may notify someone (issue 14's notification store).
  ['notifications'],
  // The shared input layer (issue 9): uploads, camera and microphone, rich text, forms.
  ['uploads'],
  ['media'],
  ['rich_text'],
  ['forms'],
  // The points ledger (recognition) and reports of content (safety) point at others' subjects;
  // account review, age assurance and background checks (assurance) gate what people may do;
  // the consent ledger (consent) answers the programs' consent flows.
  ['recognition', 'safety', 'assurance', 'consent'],
  ['catalog'],
  ['worlds'],
  ['tutoring'],
  ['series'],
  // Worlds' channels, posts and comments (community); conversations (messaging); session feedback
  // both ways (feedback); volunteer teams, roles and hours (volunteering); certification per topic
  // and its peer review (certification); tutor trainings, account recovery and onboarding
  // (training); assessments released to series and sessions (assessments); partner universities and
  // who brought whom onto the platform (partners); questions learners leave for a session's hosts
  // (session_comments); open drop-in rooms (study_spaces).
  ['community', 'messaging', 'feedback', 'volunteering', 'certification', 'training', 'assessments', 'partners', 'session_comments', 'study_spaces'],
  ['programs'],
  // Tutor discovery and one-on-one requests (tutors) read certification, feedback and tutoring; live
  // help (live_help) reads community and tutoring; peer review of sessions (peer_review) reads
  // certification, feedback and tutoring; classrooms (an educator observing consenting learners)
  // read tutoring's attendance and certifications.
  ['dashboard', 'classrooms', 'site', 'admin', 'blog', 'ideas', 'profiles', 'operations', 'tutors', 'live_help', 'peer_review', 'substitutes'],
]

export const MODULE_NAMES: readonly string[] = MODULE_LAYERS.flat()
