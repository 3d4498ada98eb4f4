/* The program's identity (spec 000 §1 "a global peer-conversation program called dialogues"; spec 002 "Dialogues"). */
export const PROGRAM_SLUG = 'dialogues'
export const PROGRAM_FOLDER = 'dialogues'
export const WORLD_SLUG = 'dialogues'
export const LEARNER_WAITLIST = 'dialogues-learner'
export const TUTOR_WAITLIST = 'dialogues-facilitator'
/** spec 000 §2.2: /dialogues?utm_content=. */
export const HOME_PATH = '/dialogues'
export const ROUTE_PREFIX = `programs.${PROGRAM_FOLDER}`
