import type { RichTextContent } from '#modules/rich_text/index'
import Idea from '../models/idea.js'

/** A new idea on the board, status 'new', no votes. */
export function postIdea(author: { id: number }, input: { title: string; body: RichTextContent }) {
  return Idea.create({ userId: author.id, title: input.title, body: input.body, status: 'new', statusNote: null, voteCount: 0 })
}
