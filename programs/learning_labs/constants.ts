/* The program's identity (spec 002 "Learning labs"). */
export const PROGRAM_SLUG = 'learning-labs'
export const PROGRAM_FOLDER = 'learning_labs'
export const PRE_CALCULUS_WORLD = 'pre-calculus-learning-labs'
export const ALGEBRA2_WORLD = 'algebra2-learning-labs'
export const LEARNER_WAITLIST = 'learning-labs-learner'
export const TUTOR_WAITLIST = 'learning-labs-tutor'

/** Decision: the labs' page lives at /learning-labs (the spec names no path). */
export const HOME_PATH = '/learning-labs'
export const PAGE_PREFIX = `programs/${PROGRAM_FOLDER}`
export const ROUTE_PREFIX = `programs.${PROGRAM_FOLDER}`
