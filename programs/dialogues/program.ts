import { defineProgram } from '#kernel/programs/define_program'
import { HOME_PATH, LEARNER_WAITLIST, PROGRAM_FOLDER, PROGRAM_SLUG, TUTOR_WAITLIST, WORLD_SLUG } from './constants.js'
import { registerDialogueHooks } from './hooks.js'
import { OFFERINGS } from './offerings.js'

/*
 * Dialogues (spec 002 "Dialogues"): peer conversations across differences, as one-time events and
 * clubs, in seasons whose registration runs with the season (rolling enrolment).
 */
export default defineProgram({
  root: import.meta.dirname,
  slug: PROGRAM_SLUG,
  title: 'Dialogues',
  description: 'Small-group conversations across differing views, as one-hour events or clubs that meet every two weeks.',
  world: WORLD_SLUG,
  seeds: {
    worlds: [
      {
        slug: WORLD_SLUG,
        title: 'Dialogues',
        description: 'Global peer conversations across differing views, as one-time events and clubs.',
        domain: 'Other Subjects',
        visibility: 'public',
        primaryColor: 'green',
        courseSlug: 'dialogues',
      },
    ],
  },
  type: 'dialogue',
  enrollment: 'rolling',
  homePath: HOME_PATH,
  waitlists: { learner: LEARNER_WAITLIST, tutor: TUTOR_WAITLIST },
  offerings: OFFERINGS,
  register: registerDialogueHooks,
  routes: () => import('./routes.js'),
  pages: [`programs/${PROGRAM_FOLDER}/landing`],
})
