import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { toBool } from '#app/support/database/values'
import { User, ageOn } from '#modules/identity/index'
import { PROGRAM_SLUG } from '../constants.js'
import { satConsentOf, type SatConsentStatus } from './consent_status.js'

/*
 * The SAT console's people (spec 000 §6.3; issue 16 §2 "SAT users, consent status per learner"):
 * everyone with an SAT record (invited, sat_bootcamp_users) and every learner registered for a
 * bootcamp, newest first. Consent is derived from the ledger per person.
 */
export type SatAdminUser = {
  userId: number
  name: string
  type: 'learner' | 'tutor'
  minor: boolean
  inviteCode: string | null
  eligibleMath: boolean
  eligibleReading: boolean
  registrations: number
  consent: SatConsentStatus
}

export const ADMIN_LIST_LIMIT = 500

export async function satAdminUsers(): Promise<SatAdminUser[]> {
  const [records, registered] = await Promise.all([
    db.from('sat_bootcamp_users').orderBy('id', 'desc').limit(ADMIN_LIST_LIMIT),
    db
      .from('series_registrations as r')
      .join('series as s', 's.id', 'r.series_id')
      .join('series_templates as t', 't.id', 's.series_template_id')
      .where('t.program_slug', PROGRAM_SLUG)
      .whereNull('r.withdrawn_at')
      .groupBy('r.user_id')
      .select('r.user_id')
      .count('* as registrations')
      .limit(ADMIN_LIST_LIMIT),
  ])
  const registrationsOf = new Map(registered.map((row) => [Number(row.user_id), Number(row.registrations)]))
  const recordOf = new Map(records.map((row) => [Number(row.user_id), row]))
  const ids = [...new Set([...recordOf.keys(), ...registrationsOf.keys()])].slice(0, ADMIN_LIST_LIMIT)
  const users = ids.length ? await User.query().whereIn('id', ids) : []
  const today = DateTime.utc()
  const rows = await Promise.all(
    users.map(async (user) => {
      const record = recordOf.get(user.id)
      const birth = user.dateOfBirth
      return {
        userId: user.id,
        name: user.displayName,
        type: (record?.type ?? 'learner') as 'learner' | 'tutor',
        minor: birth ? ageOn(birth, today) < 18 : true,
        inviteCode: record?.invite_code ?? null,
        eligibleMath: record ? toBool(record.eligible_math) : true,
        eligibleReading: record ? toBool(record.eligible_reading) : true,
        registrations: registrationsOf.get(user.id) ?? 0,
        consent: await satConsentOf(user),
      }
    })
  )
  return rows.sort((a, b) => b.userId - a.userId)
}

export type ScoreBand = { id: number; name: string; minScore: number; maxScore: number; mathWeight: number; readingWeight: number; active: boolean }

export async function scoreBands(client: QueryClientContract = db.connection()): Promise<ScoreBand[]> {
  const rows = await client.from('sat_bootcamp_score_bands').orderBy('min_score')
  return rows.map((row) => ({
    id: row.id as number,
    name: row.name as string,
    minScore: Number(row.min_score),
    maxScore: Number(row.max_score),
    mathWeight: Number(row.math_weight),
    readingWeight: Number(row.reading_weight),
    active: toBool(row.active),
  }))
}

/*
 * The partners' CSV (issue 16 §2 "without personal data of minors beyond what consent covers").
 * Decision: no names, emails, phone numbers, birth dates or parent details for anyone; a person
 * is a pseudonymous row number, an age group and their program facts. A minor appears only once
 * a parent consented and they assented (before that their taking part is not covered at all).
 */
export const CSV_COLUMNS = ['row', 'type', 'age_group', 'invite_code', 'eligible_math', 'eligible_reading', 'registrations', 'parent_consent_completed_at', 'assent_completed_at'] as const

export function csvOf(users: SatAdminUser[]): string {
  const shared = users.filter((user) => !user.minor || user.consent.complete)
  const cell = (value: string | number | boolean | null) => {
    const text = value === null ? '' : String(value)
    return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  }
  const lines = shared.map((user, index) =>
    [
      index + 1,
      user.type,
      user.minor ? 'under 18' : '18 or over',
      user.inviteCode,
      user.eligibleMath,
      user.eligibleReading,
      user.registrations,
      user.consent.parentCompletedAt,
      user.consent.assentCompletedAt,
    ]
      .map(cell)
      .join(',')
  )
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n'
}
