/*
 * The program list. A program plugs in by adding one line here; removing its folder and its
 * line leaves the rest of the app building and passing. start/routes.ts loads them at boot: every
 * manifest and iteration file is validated first (a bad iteration file fails boot with a message
 * naming the file and the field), the modules load, then each program registers its hooks and routes.
 */
import type { ProgramLoader } from '#kernel/programs/registry'

export const programLoaders: ProgramLoader[] = [
  () => import('#programs/college_admissions_workshops/program'),
  () => import('#programs/learning_labs/program'),
  () => import('#programs/summer_camp/program'),
  () => import('#programs/dialogues/program'),
  () => import('#programs/key_club/program'),
  () => import('#programs/sat_bootcamp/program'),
]
