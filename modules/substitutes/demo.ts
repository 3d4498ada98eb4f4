import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTime } from '#app/support/database/values'
import { User } from '#modules/identity/index'
import { createSession, registerForSession } from '#modules/tutoring/index'
import { broadcastSubstitutes } from './actions/broadcast_substitutes.js'

/** The demo offer (commands/substitutes_demo.ts): needs the demo seed (demo_tutor, demo_learner, demo_maya_okafor). */
export async function makeDemoOffer(): Promise<{ ok: true; offerId: number; sessionId: number } | { ok: false; reason: string }> {
  const [tutor, learner, host] = await Promise.all(['demo_tutor', 'demo_learner', 'demo_maya_okafor'].map((username) => User.findBy('username', username)))
  if (!tutor || !learner || !host) return { ok: false, reason: 'Run the demo seed first (node ace db:seed): demo_tutor, demo_learner and demo_maya_okafor are missing.' }
  const template = await db.from('tutoring_sessions').where('user_id', tutor.id).whereNull('deleted_at').select('world_id', 'topic_id').first()
  if (!template) return { ok: false, reason: 'demo_tutor hosts no session to copy a world and topic from.' }
  const start = DateTime.utc().plus({ days: 3 }).startOf('minute')
  const session = await createSession({
    userId: host.id,
    worldId: Number(template.world_id),
    topicId: Number(template.topic_id),
    title: 'Substitute demo: practice problems',
    description: 'A session whose host has not arrived (substitutes demo).',
    startDate: start,
    endDate: start.plus({ minutes: 60 }),
    maxLearners: 10,
    languages: ['en'],
    allowCohosts: false,
    attendancePolicy: 'standard',
  })
  const registered = await registerForSession(session.id, learner.id)
  if (!registered.ok) return { ok: false, reason: `demo_learner could not register: ${registered.reason}` }
  const started = DateTime.utc().minus({ minutes: 6 }).startOf('minute')
  await db.from('tutoring_sessions').where('id', session.id).update({ start_date: sqlTime(started), end_date: sqlTime(started.plus({ minutes: 60 })) })
  await db.from('users').where('id', tutor.id).update({ last_online_at: sqlTime(DateTime.utc()) })
  await broadcastSubstitutes()
  const offer = await db.from('substitute_offers').where('session_id', session.id).where('user_id', tutor.id).select('id').first()
  if (!offer) return { ok: false, reason: 'demo_tutor was not offered the session (busy in another session now, or tutoring refuses them as a host of its topic).' }
  return { ok: true, offerId: Number(offer.id), sessionId: session.id }
}
