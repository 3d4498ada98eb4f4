import type { DateTime } from 'luxon'
import { randomBytes } from 'node:crypto'

/*
 * Meeting rooms sit behind a provider interface (issue "Kernel" §2). A provider turns a session
 * into the address of its meeting room; the address is stored in tutoring_sessions.meeting_url
 * when the session is created, so it is stable for the session's life.
 *
 * The working default is Jitsi Meet's public service: every session gets its own room,
 * https://meet.jit.si/Peerhaven-<session id>-<random slug>. The random part (72 bits) makes the
 * room name unguessable from the session id. The join link is only handed to registrants and
 * hosts through /session/{id}/join; pages and calendar feeds never show the room address.
 */
export interface MeetingProvider {
  readonly name: string
  roomFor(session: { id: number }): Promise<string>
  /**
   * Who was in the room and for how long, when the provider knows (issue 11 §1): the host's
   * roster is prefilled from it. Jitsi's public service reports nothing, so it has none.
   */
  attendanceReport?(session: { id: number; meetingUrl: string | null }): Promise<MeetingAttendance[]>
  /**
   * The session's recordings, when the provider keeps them (issue 12 §3): peer review offers them
   * to auditors. Jitsi's public service records nothing, so it has none.
   */
  recordings?(session: { id: number; meetingUrl: string | null }): Promise<MeetingRecording[]>
}

/** A recording the provider holds; `expiresAt` when the provider says how long it keeps it. */
export type MeetingRecording = { url: string; expiresAt?: DateTime | null }

/** One person in a provider's attendance report (people the platform does not know are left out). */
export type MeetingAttendance = { userId: number; joinedAt: DateTime; durationSeconds: number }

export class JitsiMeetProvider implements MeetingProvider {
  readonly name = 'jitsi'
  constructor(private readonly baseUrl = 'https://meet.jit.si') {}

  async roomFor(session: { id: number }) {
    const slug = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')
    return `${this.baseUrl}/Peerhaven-${session.id}-${slug}`
  }
}

let current: MeetingProvider = new JitsiMeetProvider()

export function meetingProvider(): MeetingProvider {
  return current
}

/** The current provider's attendance report by user id (empty when it has none). */
export async function reportedAttendance(session: { id: number; meetingUrl: string | null }): Promise<Map<number, MeetingAttendance>> {
  const provider = current
  const rows = provider.attendanceReport ? await provider.attendanceReport(session) : []
  return new Map(rows.map((row) => [row.userId, row]))
}

/** Swaps the provider (e.g. a paid video service, or a fake in tests). Returns the previous one. */
export function setMeetingProvider(provider: MeetingProvider): MeetingProvider {
  const previous = current
  current = provider
  return previous
}
