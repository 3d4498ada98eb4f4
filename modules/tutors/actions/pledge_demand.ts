import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { Topic } from '#modules/catalog/index'
import DemandPledge from '../models/demand_pledge.js'
import { availableTutorsFor } from '../queries/demand.js'
import { slotsToUtcHours } from '../availability.js'
import type { Slot } from '../shared/availability.js'
import { PLEDGE_DAYS, PLEDGE_LIMIT, PLEDGE_MESSAGES } from '../rules.js'

/**
 * A learner pledges interest in a topic (issue 18 §2 ★): refused when a listed, unthrottled tutor
 * offers it (they should request), or when the topic is unknown or inactive, or over the limit. A
 * second pledge on the same topic replaces its time. The learner's zone reads the slot.
 */
export async function pledgeDemand(userId: number, input: { topicId: number; slot: Slot | null }): Promise<{ ok: true } | { ok: false; field: string; reason: string }> {
  const topic = await Topic.query().where('id', input.topicId).where('active', true).first()
  if (!topic) return { ok: false, field: 'topicId', reason: PLEDGE_MESSAGES.topic }
  if ((await availableTutorsFor(topic.id)) > 0) return { ok: false, field: 'topicId', reason: PLEDGE_MESSAGES.tutorsAvailable }
  const person = await db.from('users').where('id', userId).select('timezone').first()
  const hours = input.slot ? slotsToUtcHours([input.slot], (person?.timezone as string | null) || 'UTC') : []
  return db.transaction(async (trx) => {
    const existing = await DemandPledge.query({ client: trx }).where('user_id', userId).where('topic_id', topic.id).first()
    if (existing) {
      existing.useTransaction(trx)
      existing.merge({ slot: input.slot, hours })
      // A renewed pledge counts from now (PLEDGE_DAYS).
      existing.createdAt = DateTime.utc()
      await existing.save()
      return { ok: true as const }
    }
    const countRow = await trx
      .from('one_on_one_demand_pledges')
      .where('user_id', userId)
      .where('created_at', '>=', sqlTime(DateTime.utc().minus({ days: PLEDGE_DAYS })))
      .count('* as total')
      .first()
    if (Number(countRow?.total ?? 0) >= PLEDGE_LIMIT) return { ok: false as const, field: 'topicId', reason: PLEDGE_MESSAGES.limit }
    const now = sqlTime(DateTime.utc())
    // The unique (user_id, topic_id) index settles two simultaneous first pledges.
    await trx
      .table('one_on_one_demand_pledges')
      .insert({ user_id: userId, topic_id: topic.id, slot: input.slot, hours: JSON.stringify(hours), created_at: now, updated_at: now })
      .onConflict(['user_id', 'topic_id'])
      .ignore()
    return { ok: true as const }
  })
}

/** The learner withdraws their pledge (the row is deleted). */
export async function withdrawPledge(pledge: DemandPledge) {
  await pledge.delete()
}
