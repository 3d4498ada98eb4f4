import type { User } from '#modules/identity/index'
import { makeLearner } from '#tests/helpers/users'
import { makePastSession, type SessionSetup } from '#modules/tutoring/tests/factories'
import { attachRecording } from '../actions/attach_recording.js'
import type { FormDefinition } from '#modules/forms/shared/index'

let counter = 0

/**
 * Minutes ago for a session that must come first in an auditor's queue (oldest first, 25 shown):
 * in a full test run, every other test's auditable session is newer (and within the 30 days).
 */
export const FIRST_IN_QUEUE_MINUTES_AGO = 29 * 24 * 60

/** A session that took place three hours ago (or `startedMinutesAgo`) with a learner and a recording: auditable (spec 001 §4.3). */
export async function makeAuditableSession(setup: SessionSetup & { learners?: User[]; recording?: boolean; startedMinutesAgo?: number } = {}) {
  const made = await makePastSession({ ...setup, learners: setup.learners ?? [await makeLearner()], startedMinutesAgo: setup.startedMinutesAgo ?? 180 })
  if (setup.recording !== false) await attachRecording({ sessionId: made.session.id, url: `https://recordings.example.org/s/${made.session.id}-${++counter}.mp4`, source: 'manual', byUserId: made.host.id })
  return made
}

/** Complete answers for an audit form: yes to every yes-no question, a 20+ character text, the given rating and escalation comment. */
export function answersFor(form: FormDefinition, options: { rating?: string; escalationComment?: string; no?: string[] } = {}) {
  const values: Record<string, string> = {}
  for (const block of form.blocks) {
    if (block.name === 'rating') values.rating = options.rating ?? 'proficient'
    else if (block.name === 'escalation-comment') values[block.name] = options.escalationComment ?? ''
    else if (block.type === 'select-tab') values[block.name] = options.no?.includes(block.name) ? 'no' : 'yes'
    else if (block.type === 'textarea') values[block.name] = 'Clear explanations and a friendly pace throughout.'
    else if (block.type === 'radio') values[block.name] = 'level-3'
  }
  return values
}
