import db from '@adonisjs/lucid/services/db'
import { fromDbTime } from '#app/support/database/values'
import type { SessionRow } from './peer_review.js'
import type { SessionTag } from '../shared/index.js'

export type SessionTagsView = Awaited<ReturnType<typeof sessionTagsOf>>

/** A session's current tags and the log of staff changes, newest first (the session tags page). */
export async function sessionTagsOf(session: SessionRow) {
  const [host, tags, log] = await Promise.all([
    db.from('users').where('id', session.userId).select('name').first(),
    db.from('session_tags as t').leftJoin('users as u', 'u.id', 't.user_id').where('t.session_id', session.id).orderBy('t.id').select('t.tag', 't.created_at', 'u.name as user_name'),
    db.from('session_tag_actions as a').leftJoin('users as u', 'u.id', 'a.user_id').where('a.session_id', session.id).orderBy('a.id', 'desc').limit(100).select('a.*', 'u.name as user_name'),
  ])
  return {
    session: { id: session.id, title: session.title, hostName: (host?.name as string | undefined) ?? '', startedAt: session.startedAt.toISO()!, canceled: session.canceled },
    tags: tags.map((row: any) => ({ tag: row.tag as SessionTag, addedBy: (row.user_name as string | null) ?? null, addedAt: fromDbTime(row.created_at)!.toISO()! })),
    log: log.map((row: any) => ({
      id: Number(row.id),
      tag: row.tag as SessionTag,
      action: row.action as 'added' | 'removed',
      userName: (row.user_name as string | null) ?? null,
      note: row.note as string | null,
      at: fromDbTime(row.created_at)!.toISO()!,
    })),
  }
}
