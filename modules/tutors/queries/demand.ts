import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { Topic, tutorableTopics } from '#modules/catalog/index'
import DemandPledge from '../models/demand_pledge.js'
import { utcHoursToSlots } from '../availability.js'
import type { Slot } from '../shared/availability.js'
import { PLEDGE_DAYS, isHeavilyRequested } from '../rules.js'
import { listedProfiles, recentRequestCounts } from './directory.js'

const since = () => sqlTime(DateTime.utc().minus({ days: PLEDGE_DAYS }))

/** How many listed tutors offering the topic take new requests now (not throttled). */
export async function availableTutorsFor(topicId: number) {
  const offering = await listedProfiles()
    .whereExists(
      db.from('one_on_one_profile_topics').whereColumn('one_on_one_profile_topics.one_on_one_profile_id', 'one_on_one_profiles.id').where('one_on_one_profile_topics.topic_id', topicId).select(db.raw('1'))
    )
    .select('one_on_one_profiles.user_id')
  const counts = await recentRequestCounts(offering.map((profile) => profile.userId))
  return offering.filter((profile) => !isHeavilyRequested(counts.get(profile.userId) ?? 0)).length
}

/** The learner's own live pledges, newest first. */
export async function pledgesOf(userId: number) {
  const pledges = await DemandPledge.query().where('user_id', userId).where('created_at', '>=', since()).orderBy('id', 'desc')
  const topics = await Topic.query().whereIn('id', pledges.map((pledge) => pledge.topicId))
  const names = new Map(topics.map((topic) => [topic.id, topic.name]))
  return pledges.map((pledge) => ({ id: pledge.id, topicId: pledge.topicId, topicName: names.get(pledge.topicId) ?? 'A topic', slot: pledge.slot }))
}

/** Topics a learner may pledge for: active ones, by name. */
export async function pledgeTopicChoices() {
  const topics = await Topic.query().where('active', true).orderBy('name').select('id', 'name')
  return topics.map((topic) => ({ id: topic.id, name: topic.name }))
}

export type TopicDemand = { topicId: number; topicName: string; learners: number; anyTime: number; slots: { slot: Slot; learners: number }[] }

/**
 * Unmet demand a tutor can answer (issue 18 §2 ★): for each topic they can tutor, how many learners
 * pledged in the last PLEDGE_DAYS days, and when, in the tutor's zone. Counts only, never who.
 */
export async function demandForTutor(userId: number, zone: string): Promise<TopicDemand[]> {
  const topics = await tutorableTopics(userId)
  if (topics.length === 0) return []
  const pledges = await DemandPledge.query()
    .whereIn('topic_id', topics.map((topic) => topic.id))
    .where('created_at', '>=', since())
    .whereNot('user_id', userId)
    .select('topic_id', 'hours')
  const byTopic = new Map<number, DemandPledge[]>()
  for (const pledge of pledges) byTopic.set(pledge.topicId, [...(byTopic.get(pledge.topicId) ?? []), pledge])
  const names = new Map(topics.map((topic) => [topic.id, topic.name]))
  return [...byTopic.entries()]
    .map(([topicId, rows]) => {
      const perSlot = new Map<Slot, number>()
      for (const row of rows) for (const slot of utcHoursToSlots(row.hours, zone)) perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1)
      return {
        topicId,
        topicName: names.get(topicId) ?? 'A topic',
        learners: rows.length,
        anyTime: rows.filter((row) => row.hours.length === 0).length,
        slots: [...perSlot.entries()].map(([slot, learners]) => ({ slot, learners })).sort((a, b) => b.learners - a.learners),
      }
    })
    .sort((a, b) => b.learners - a.learners || a.topicName.localeCompare(b.topicName))
}
