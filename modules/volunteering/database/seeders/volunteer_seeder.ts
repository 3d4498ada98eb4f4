import { DateTime } from 'luxon'
import type { FormBlock } from '#modules/forms/shared/index'
import VolunteerTeam from '../../models/volunteer_team.js'
import VolunteerRole from '../../models/volunteer_role.js'

type RoleSeed = { slug: string; name: string; type: string; description: string; qualifications: string; responsibilities: string; requirements: string; blocks?: FormBlock[]; omitGeneral?: boolean }
type TeamSeed = { slug: string; name: string; description: string; resources: string; roles: RoleSeed[] }

/* A few teams and roles so the board is not empty (decision: the spec names none). */
export const STARTER_TEAMS: TeamSeed[] = [
  {
    slug: 'tutor-success',
    name: 'Tutor Success',
    description: 'Welcomes new tutors, pairs them with buddies and keeps sessions great.',
    resources: 'Onboarding guide, buddy checklist, weekly tutor huddle.',
    roles: [
      {
        slug: 'onboarding-buddy',
        name: 'Onboarding Buddy',
        type: 'mentor',
        description: 'Join a new tutor’s first sessions, share what works and answer their questions.',
        qualifications: 'Hosted at least 10 sessions with good feedback.',
        responsibilities: 'Attend two sessions a month as a buddy and write a short note after each.',
        requirements: 'About 2 hours a week for at least three months.',
        blocks: [{ name: 'sessionsHosted', type: 'number', label: 'How many sessions have you hosted?', required: true, min: 0, max: 10000 }],
      },
      {
        slug: 'session-reviewer',
        name: 'Session Reviewer',
        type: 'reviewer',
        description: 'Watch recorded sessions and give tutors kind, specific feedback.',
        qualifications: 'A certified tutor in at least one topic.',
        responsibilities: 'Review four sessions a month with the review rubric.',
        requirements: 'Completed the reviewer training.',
      },
    ],
  },
  {
    slug: 'outreach',
    name: 'Outreach',
    description: 'Tells schools, clubs and libraries about free peer tutoring.',
    resources: 'Flyers, slide deck, e-mail templates.',
    roles: [
      {
        slug: 'campus-ambassador',
        name: 'Campus Ambassador',
        type: 'ambassador',
        description: 'Share Peerhaven at your school or college and help new learners find sessions.',
        qualifications: 'Enthusiasm and a school or club to reach.',
        responsibilities: 'One outreach activity a month; report how it went.',
        requirements: 'About 1 hour a week.',
        blocks: [{ name: 'school', type: 'text', label: 'Which school, club or community will you reach?', required: true, maxLength: 200 }],
      },
    ],
  },
  {
    slug: 'curriculum',
    name: 'Curriculum',
    description: 'Writes lesson plans and practice sets for sessions and bootcamps.',
    resources: 'Lesson plan template, style guide.',
    roles: [
      {
        slug: 'lesson-plan-writer',
        name: 'Lesson Plan Writer',
        type: 'writer',
        description: 'Write and improve lesson plans that tutors use in their sessions.',
        qualifications: 'Strong in the subject; clear writing.',
        responsibilities: 'One lesson plan or two revisions a month.',
        requirements: 'A writing sample.',
        omitGeneral: true,
        blocks: [
          { name: 'subject', type: 'text', label: 'Which subject would you write for?', required: true, maxLength: 120 },
          { name: 'sample', type: 'textarea', label: 'A short writing sample or a link to one', required: true, minLength: 20, maxLength: 4000 },
        ],
      },
    ],
  },
]

/** Creates the starter teams and roles that do not exist yet (idempotent, by slug). */
export async function seedVolunteering() {
  const opened = DateTime.utc().minus({ days: 14 })
  for (const seed of STARTER_TEAMS) {
    const team = await VolunteerTeam.firstOrCreate({ slug: seed.slug }, { name: seed.name, description: seed.description, resources: seed.resources, iconUrl: null, archivedAt: null })
    for (const role of seed.roles) {
      await VolunteerRole.firstOrCreate(
        { slug: role.slug },
        {
          name: role.name,
          type: role.type,
          volunteerTeamId: team.id,
          description: role.description,
          qualifications: role.qualifications,
          responsibilities: role.responsibilities,
          requirements: role.requirements,
          applicationFormBlocks: role.blocks ?? [],
          omitGeneralQuestions: role.omitGeneral ?? false,
          applicationOpenedAt: opened,
          archivedAt: null,
        }
      )
    }
  }
}
