/* The program's identity (spec 000 §1 "a summer camp"; spec 002 "Summer camp and school service club"). */
export const PROGRAM_SLUG = 'summer-camp'
export const PROGRAM_FOLDER = 'summer_camp'
export const WORLD_SLUG = 'enrichment'
export const LEARNER_WAITLIST = 'summer-camp-learner'
export const TUTOR_WAITLIST = 'summer-camp-tutor'
/** spec 000 §2.2: /summer-camp. */
export const HOME_PATH = '/summer-camp'
export const ROUTE_PREFIX = `programs.${PROGRAM_FOLDER}`
