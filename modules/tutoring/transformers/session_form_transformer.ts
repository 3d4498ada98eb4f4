import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type { SessionWithNames } from '../queries/session_rows.js'

/** What the session form starts from: the session to edit or to duplicate, and the chosen world and topic. */
export type SessionFormStart = { session: SessionWithNames | null; world: string; topicId: number | null; studySpace?: boolean }

/**
 * The session form's values. toObject: the create form — empty, or copied from a session being
 * duplicated (spec 000 §2.2; not its times, but its length); forEdit: the session's own values,
 * times in the viewer's zone as the datetime-local inputs want them.
 */
export default class SessionFormTransformer extends BaseTransformer<SessionFormStart> {
  constructor(
    resource: SessionFormStart,
    protected zone: string = 'UTC'
  ) {
    super(resource)
  }

  toObject() {
    const source = this.resource.session?.session
    const empty = {
      world: this.resource.world,
      topicId: this.resource.topicId,
      title: '',
      description: '',
      startDate: '',
      endDate: '',
      maxLearners: 10,
      languages: ['en'],
      allowCohosts: false,
      attendancePolicy: 'standard',
      durationMinutes: 60,
      studySpace: this.resource.studySpace ?? false,
    }
    if (!source) return empty
    return {
      ...empty,
      ...this.pick(source, ['title', 'description', 'maxLearners', 'languages', 'allowCohosts', 'attendancePolicy']),
      topicId: this.resource.topicId ?? source.topicId,
      durationMinutes: Math.round(source.endDate.diff(source.startDate, 'minutes').minutes),
    }
  }

  forEdit() {
    const loaded = this.resource.session!
    const { session } = loaded
    const local = (value: DateTime) => value.setZone(this.zone || 'UTC').toFormat("yyyy-MM-dd'T'HH:mm")
    return {
      ...this.pick(session, ['topicId', 'title', 'description', 'maxLearners', 'languages', 'allowCohosts', 'attendancePolicy']),
      world: loaded.worldLabel?.slug ?? '',
      startDate: local(session.startDate),
      endDate: local(session.endDate),
    }
  }
}
