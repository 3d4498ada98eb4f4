import { defineProgram } from '#kernel/programs/define_program'
import { HOME_PATH, LEARNER_WAITLIST, PROGRAM_FOLDER, PROGRAM_SLUG, TUTOR_WAITLIST, WORLD_SLUG } from './constants.js'
import { registerCampHooks } from './hooks.js'
import { OFFERINGS } from './offerings.js'

/*
 * Summer Camp (spec 000 §1; spec 002 "Summer camp and school service club"): one iteration per
 * summer (1 July – 31 August, Eastern), four tracks inside it, and a banner shown only between the
 * camp's dates. Decision: the camp has no world of its own (spec 002 lists sixteen worlds and none
 * is the camp's); its series run in Enrichment, the world for sessions beyond the syllabus.
 */
export default defineProgram({
  root: import.meta.dirname,
  slug: PROGRAM_SLUG,
  title: 'Summer Camp',
  description: 'Free small-group tracks over July and August: math, reading and writing, coding and a head start on the college essay.',
  world: WORLD_SLUG,
  type: 'camp',
  homePath: HOME_PATH,
  waitlists: { learner: LEARNER_WAITLIST, tutor: TUTOR_WAITLIST },
  offerings: OFFERINGS,
  register: registerCampHooks,
  routes: () => import('./routes.js'),
  pages: [`programs/${PROGRAM_FOLDER}/camp`],
})
