import { LIKE, likePattern } from '#app/support/database/values'
import { OPTION_RESULTS_MAX, type OptionSource } from '#modules/forms/index'
import Topic from '../models/topic.js'
import { findTopic } from './catalog.js'

/*
 * The 'topics' option source of select-async form blocks (modules/forms): active topics of live
 * courses, labelled "Course: Topic". Topics are public catalogue data, so every signed-in viewer
 * gets the same answers.
 */
const label = (topic: Topic) => `${topic.course.name}: ${topic.name}`

export const topicOptionSource: OptionSource = {
  async search(query, _viewer) {
    const text = query.trim()
    const topics = await Topic.query()
      .join('courses', 'courses.id', 'topics.course_id')
      .whereNull('courses.deleted_at')
      .where('topics.active', true)
      .if(text !== '', (q) => q.where((match) => match.whereRaw(`lower(topics.name) ${LIKE}`, [likePattern(text)]).orWhereRaw(`lower(courses.name) ${LIKE}`, [likePattern(text)])))
      .select('topics.*')
      .preload('course')
      .orderBy('courses.weight', 'asc')
      .orderBy('topics.weight', 'asc')
      .orderBy('topics.name', 'asc')
      .limit(OPTION_RESULTS_MAX)
    return topics.map((topic) => ({ value: String(topic.id), label: label(topic) }))
  },

  async find(value, _viewer) {
    if (!/^\d{1,12}$/.test(value)) return null
    const topic = await findTopic(Number(value))
    if (!topic?.active) return null
    await topic.load('course')
    return { value: String(topic.id), label: label(topic) }
  },
}
