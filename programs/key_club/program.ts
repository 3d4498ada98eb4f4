import { defineProgram } from '#kernel/programs/define_program'
import { HOME_PATH, LEARNER_WAITLIST, PROGRAM_FOLDER, PROGRAM_SLUG, TUTOR_WAITLIST, WORLD_SLUG } from './constants.js'
import { registerKeyClubHooks } from './hooks.js'
import { OFFERINGS } from './offerings.js'

/*
 * Key Club, the school service club (spec 000 §1; spec 002 "Summer camp and school service club":
 * "Service-club program with districts and clubs exists; further details not shown"). Members
 * join their school's club with its code at /key-club, host homework help in school terms, and
 * their approved volunteer hours count for their club (a club leaderboard). Staff with the
 * key_club role keep districts and clubs on the Key Club console page.
 */
export default defineProgram({
  root: import.meta.dirname,
  slug: PROGRAM_SLUG,
  title: 'Key Club',
  description: 'For members of school service clubs: host weekly homework help and count your volunteer hours for your club.',
  world: WORLD_SLUG,
  fallbackWorld: 'enrichment',
  seeds: {
    worlds: [
      {
        slug: WORLD_SLUG,
        title: 'Key Club Service',
        description: 'The school service-club programme: clubs, districts and volunteer tutoring.',
        domain: 'Community',
        visibility: 'membership',
        primaryColor: 'yellow',
      },
    ],
  },
  type: 'club',
  homePath: HOME_PATH,
  waitlists: { learner: LEARNER_WAITLIST, tutor: TUTOR_WAITLIST },
  offerings: OFFERINGS,
  register: registerKeyClubHooks,
  routes: () => import('./routes.js'),
  pages: [`programs/${PROGRAM_FOLDER}/club`, `programs/${PROGRAM_FOLDER}/admin`],
})
