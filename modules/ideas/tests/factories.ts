import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import Idea from '../models/idea.js'
import type { IdeaStatus } from '../shared/statuses.js'

let counter = 0

/** An idea by its author (a new learner unless given). */
export async function makeIdea(overrides: { userId?: number; status?: IdeaStatus; createdAt?: DateTime } = {}) {
  counter += 1
  const userId = overrides.userId ?? (await makeUser()).id
  return Idea.create({
    userId,
    title: `Idea number ${counter}`,
    body: { serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: 'It would help.' }] }] },
    status: overrides.status ?? 'new',
    statusNote: null,
    voteCount: 0,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  })
}

/** spec 000 §6.1 blocked:community, with the suspension the access screens show. */
export const makeCommunityBlocked = () =>
  makeUser({
    roles: ['approved', 'blocked:community'],
    suspensionActions: [{ context: 'community-suspension', reason: 'Test', note: null, createdAt: DateTime.utc().toISO()!, byUserId: null, liftedAt: null }],
  })

/** Staff who set ideas' statuses (decision: admin:basic + admin:user-support:lead). */
export const makeIdeaStaff = () => makeUser({ birth: '1990-01-01', roles: ['admin:basic', 'admin:user-support:lead'] })

export function ideaBody(title = 'More practice problems', text = 'Please add practice sets.') {
  return { title, body: JSON.stringify({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text }] }] }) }
}
