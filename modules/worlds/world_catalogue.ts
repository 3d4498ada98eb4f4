import { listPrograms } from '#kernel/programs/registry'
import type { ProgramWorldSeed } from '#kernel/programs/define_program'

/*
 * spec 000 §1 / spec 002 §9: the sixteen worlds (a program's own worlds come with its manifest:
 * worldCatalogue() below; the program worlds still listed here move into their programs' manifests
 * when those programs are built). Program worlds belong to a structured program
 * (spec 002 "Program definitions"); the rest are open topic communities.
 */
/** A world of the catalogue: the shape a program's manifest seeds, marked program world or not. */
export type WorldSeed = ProgramWorldSeed & { isProgramWorld: boolean }

export const WORLD_CATALOGUE: readonly WorldSeed[] = [
  { slug: 'hub', title: 'The Hub', description: 'The front porch of the community: introductions, announcements and study buddies.', domain: 'Community', visibility: 'public', primaryColor: 'indigo', isProgramWorld: false },
  { slug: 'tutors', title: 'Tutor Lounge', description: 'Where volunteer tutors swap lesson ideas, ask for advice and celebrate wins.', domain: 'Community', visibility: 'membership', primaryColor: 'grape', isProgramWorld: false },
  { slug: 'sat', title: 'SAT Prep', description: 'Free group sessions on every SAT skill, from linear equations to transitions.', domain: 'College Readiness', visibility: 'public', primaryColor: 'blue', isProgramWorld: false },
  { slug: 'college-prep', title: 'College Prep', description: 'Applications, essays, financial aid and choosing a college, with peers who just did it.', domain: 'College Readiness', visibility: 'public', primaryColor: 'teal', isProgramWorld: false, courseSlug: 'college-admissions' },
  { slug: 'pre-calculus', title: 'Pre-Calculus', description: 'Functions, trigonometry, vectors and limits, one small group at a time.', domain: 'Math', visibility: 'public', primaryColor: 'orange', isProgramWorld: false, courseSlug: 'pre-calculus' },
  { slug: 'algebra2', title: 'Algebra 2', description: 'Polynomials, logarithms, sequences and more, explained by peers.', domain: 'Math', visibility: 'public', primaryColor: 'red', isProgramWorld: false, courseSlug: 'algebra-2' },
  { slug: 'enrichment', title: 'Enrichment', description: 'Sessions beyond the syllabus: coding, writing, languages, art and the sciences.', domain: 'Other Subjects', visibility: 'public', primaryColor: 'lime', isProgramWorld: false, courseSlug: 'enrichment' },
  { slug: 'jackson', title: 'Jackson Partnership', description: 'A partner community for students of the Jackson school district.', domain: 'Community', visibility: 'membership', primaryColor: 'pink', isProgramWorld: false },
  { slug: 'toronto', title: 'Toronto Partnership', description: 'A partner community for students in Toronto.', domain: 'Community', visibility: 'membership', primaryColor: 'pink', isProgramWorld: false },
  { slug: 'college-lounge', title: 'College Lounge', description: 'For college students who tutor: campus life, majors and giving back.', domain: 'Community', visibility: 'unlisted', primaryColor: 'violet', isProgramWorld: false },
]

/**
 * Every world the platform knows: the catalogue above plus the worlds the installed programs
 * seed (their manifests' `seeds.worlds`, program worlds by definition). Programs are resolved
 * before the modules load (start/routes.ts), so this is complete whenever a module asks.
 */
export function worldCatalogue(): WorldSeed[] {
  const programWorlds = listPrograms().flatMap((program) => program.seeds?.worlds ?? [])
  return [...WORLD_CATALOGUE, ...programWorlds.map((world) => ({ ...world, isProgramWorld: true }))]
}
