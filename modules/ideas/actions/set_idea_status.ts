import type Idea from '../models/idea.js'
import type { IdeaStatus } from '../shared/statuses.js'

/** Staff mark where an idea stands, with an optional short note shown on the board. */
export async function setIdeaStatus(idea: Idea, status: IdeaStatus, note: string | null) {
  idea.merge({ status, statusNote: note })
  await idea.save()
  return idea
}
