import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type Idea from '../models/idea.js'

/** What the board knows about the viewer and the ideas' authors. */
export type BoardContext = { authorNames: ReadonlyMap<number, string>; voted: ReadonlySet<number>; viewerId: number | null }

/** An idea on the board: its text, status, votes, author's display name and the viewer's vote. */
export default class IdeaTransformer extends BaseTransformer<Idea> {
  constructor(
    resource: Idea,
    protected context: BoardContext
  ) {
    super(resource)
  }

  toObject() {
    const idea = this.resource
    return {
      ...this.pick(idea, ['id', 'title', 'body', 'status', 'statusNote', 'voteCount']),
      authorName: this.context.authorNames.get(idea.userId) ?? 'DELETED USER',
      createdAt: iso(idea.createdAt)!,
      voted: this.context.voted.has(idea.id),
      own: this.context.viewerId === idea.userId,
    }
  }
}
