import type { Data } from '~generated/data'

/** How member levels (spec 000 §6.4 ranks) read on the world pages. */
export const LEVEL_LABELS: Record<Data.Worlds.WorldMember['level'], string> = {
  'member': 'Member',
  'tutor': 'Tutor',
  'senior-tutor': 'Senior tutor',
  'coach': 'Coach',
  'moderator': 'Moderator',
}
