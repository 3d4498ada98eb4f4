import db from '@adonisjs/lucid/services/db'
import { isUniqueViolation } from '#app/support/database/errors'
import type { User } from '#modules/identity/index'
import { findTopic } from '#modules/catalog/index'
import { World, memberLevel } from '#modules/worlds/index'
import { Post, excerptOf } from '#modules/community/index'
import type { RichTextContent } from '#modules/rich_text/index'
import { findContactDetails } from '#modules/safety/shared/index'
import LiveHelpRequest from '../models/live_help_request.js'
import { MESSAGES } from '../rules.js'
import { currentRequestOf } from '../queries/requests.js'
import { openLiveHelpChannel } from './open_live_help_channel.js'

export type AskInput = { worldId: number; topicId: number; question: string }
export type AskOutcome = { ok: true; request: LiveHelpRequest } | { ok: false; field?: 'worldId' | 'topicId' | 'question'; reason: string }

/**
 * A learner asks (issue 18 §1): a post in the world's live help channel and its live_help_request,
 * in one transaction. Refused, changing nothing: a world they do not belong to, a topic of another
 * course, contact details in the text, or a current request already (spec 001 §4.3; the partial
 * unique index settles two racing asks).
 *
 * The post row is written with community's exported Post model (community exports no createPost):
 * a published user-post in the private live help channel, marked `payload.liveHelp`. What
 * createPost adds does not apply here: no images (plain text), contact details are refused above
 * instead of held, and nobody is mentioned in a channel only moderators read.
 */
export async function askForHelp(user: User, input: AskInput): Promise<AskOutcome> {
  const world = await World.find(input.worldId)
  if (!world || (await memberLevel(user.id, world.id)) === null) return { ok: false, field: 'worldId', reason: MESSAGES.notMember }
  const topic = await findTopic(input.topicId)
  if (!topic || !topic.active || topic.courseId !== world.courseId) return { ok: false, field: 'topicId', reason: MESSAGES.topicNotInWorld }
  if (findContactDetails(input.question).length > 0) return { ok: false, field: 'question', reason: MESSAGES.contactDetails }
  if (await currentRequestOf(user.id)) return { ok: false, reason: MESSAGES.alreadyOpen }

  const channel = await openLiveHelpChannel(world)
  const body: RichTextContent = { serialization_method: 'plain_text', content: input.question }
  try {
    const request = await db.transaction(async (trx) => {
      const post = await Post.create(
        {
          type: 'user-post',
          worldId: world.id,
          channelId: channel.id,
          sessionId: null,
          seriesId: null,
          parentPostId: null,
          userId: user.id,
          body,
          excerpt: excerptOf(body),
          pinnedScope: null,
          status: 'published',
          attachmentUrls: [],
          payload: { liveHelp: true },
          commentCount: 0,
          lastEditedAt: null,
          hiddenAt: null,
        },
        { client: trx }
      )
      return LiveHelpRequest.create(
        {
          postId: post.id,
          sessionId: null,
          userId: user.id,
          worldId: world.id,
          topicId: topic.id,
          tutorUserId: null,
          pickedUpAt: null,
          canceledAt: null,
          cancellationReason: null,
          canceledByUserId: null,
          completedAt: null,
          completionNote: null,
        },
        { client: trx }
      )
    })
    return { ok: true, request }
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: MESSAGES.alreadyOpen }
    throw error
  }
}
