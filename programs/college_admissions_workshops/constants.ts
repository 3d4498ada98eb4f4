/* The program's identity (spec 002 "College admissions workshops"). */
export const PROGRAM_SLUG = 'college-admissions-workshops'
export const PROGRAM_FOLDER = 'college_admissions_workshops'
export const WORLD_SLUG = 'college-admissions-workshops'
export const LEARNER_WAITLIST = 'caw-learner'
export const TUTOR_WAITLIST = 'caw-tutor'

/** Decision: the marketing page lives at /college-admissions (spec 000 §2.2 "/college-admissions/{x?}"). */
export const MARKETING_PATH = '/college-admissions'
/** Where members browse the workshops' series and where tutors host (spec 000 §2.2 /w/{worldSlug}/schedule/series-template). */
export const BROWSE_PATH = `/w/${WORLD_SLUG}`
export const HOST_PATH = `/w/${WORLD_SLUG}/schedule/series-template`

export const PAGE_PREFIX = `programs/${PROGRAM_FOLDER}`
export const ROUTE_PREFIX = `programs.${PROGRAM_FOLDER}`
