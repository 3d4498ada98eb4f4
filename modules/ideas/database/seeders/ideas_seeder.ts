import { User } from '#modules/identity/index'
import Idea from '../../models/idea.js'
import type { IdeaStatus } from '../../shared/statuses.js'
import { toggleVote } from '../../actions/toggle_vote.js'

const IDEAS: Array<{ title: string; text: string; author: string; status: IdeaStatus; note: string | null; voters: string[] }> = [
  {
    title: 'Practice quizzes after each session',
    text: 'A short quiz after a session would help me check what I learned before I forget it.',
    author: 'demo_learner',
    status: 'planned',
    note: 'We are designing this with a few tutors now.',
    voters: ['demo_tutor', 'demo_admin'],
  },
  {
    title: 'Let tutors share a whiteboard snapshot',
    text: 'At the end of a session it would be great to download the whiteboard as an image.',
    author: 'demo_tutor',
    status: 'under-review',
    note: null,
    voters: ['demo_learner'],
  },
  {
    title: 'Dark mode',
    text: 'Studying late at night with a bright screen is hard on the eyes.',
    author: 'demo_learner',
    status: 'new',
    note: null,
    voters: [],
  },
]

/** The demo board (by title, once). */
export async function seedIdeas() {
  for (const seed of IDEAS) {
    const author = await User.findBy('username', seed.author)
    if (!author || (await Idea.findBy('title', seed.title))) continue
    const idea = await Idea.create({
      userId: author.id,
      title: seed.title,
      body: { serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text: seed.text }] }] },
      status: seed.status,
      statusNote: seed.note,
      voteCount: 0,
    })
    for (const username of seed.voters) {
      const voter = await User.findBy('username', username)
      if (voter) await toggleVote(idea, voter.id)
    }
  }
}
