import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { fromDbTime } from '#app/support/database/values'
import { displayNamesOf } from '#modules/identity/index'
import { leaderboardOptOutsAmong } from '#modules/recognition/index'
import { approvedSecondsByPerson } from '#modules/volunteering/index'
import { LEADERBOARD_SIZE } from '../constants.js'
import { schoolYearOf } from '../school_year.js'

/*
 * Club hours (issue 17 §3 "service hours counted through volunteering"): the approved volunteer
 * hours of a club's current members in this school year (decision: a member who moves club takes
 * this year's hours along; hours still in review do not count). Read through volunteering's surface.
 */

export type Membership = { clubId: number; clubName: string; districtName: string; joinedAt: DateTime }

export async function membershipOf(userId: number): Promise<Membership | null> {
  const row = await db
    .from('key_club_members as m')
    .join('key_club_clubs as c', 'c.id', 'm.key_club_club_id')
    .join('key_club_districts as d', 'd.id', 'c.key_club_district_id')
    .where('m.user_id', userId)
    .select('c.id as club_id', 'c.name as club_name', 'd.name as district_name', 'm.joined_at')
    .first()
  if (!row) return null
  return { clubId: Number(row.club_id), clubName: row.club_name, districtName: row.district_name, joinedAt: fromDbTime(row.joined_at)! }
}

export type ClubMember = { userId: number; name: string | null; seconds: number }

/**
 * A club's members with their hours, most first. Members who stay off leaderboards (recognition's
 * preference) count in the total but are listed without their name.
 */
export async function clubMembers(clubId: number, now: DateTime): Promise<{ members: ClubMember[]; totalSeconds: number }> {
  const rows = await db.from('key_club_members').where('key_club_club_id', clubId).select('user_id').limit(2000)
  const userIds = rows.map((row) => Number(row.user_id))
  const year = schoolYearOf(now)
  const [seconds, names, optedOut] = await Promise.all([approvedSecondsByPerson(userIds, year.from, year.to), displayNamesOf(userIds), leaderboardOptOutsAmong(userIds)])
  const members = userIds
    .map((userId) => ({ userId, name: optedOut.has(userId) ? null : (names.get(userId) ?? null), seconds: seconds.get(userId) ?? 0 }))
    .sort((a, b) => b.seconds - a.seconds || (a.name ?? '~').localeCompare(b.name ?? '~'))
  return { members, totalSeconds: members.reduce((sum, member) => sum + member.seconds, 0) }
}

export type ClubStanding = { clubId: number; clubName: string; districtName: string; members: number; seconds: number }

/** Every club with its member count and hours this school year, most hours first. */
export async function clubStandings(now: DateTime): Promise<ClubStanding[]> {
  const [clubs, members] = await Promise.all([
    db
      .from('key_club_clubs as c')
      .join('key_club_districts as d', 'd.id', 'c.key_club_district_id')
      .select('c.id', 'c.name', 'd.name as district_name'),
    db.from('key_club_members').select('user_id', 'key_club_club_id'),
  ])
  const year = schoolYearOf(now)
  const seconds = await approvedSecondsByPerson(
    members.map((row) => Number(row.user_id)),
    year.from,
    year.to
  )
  const byClub = new Map<number, { members: number; seconds: number }>()
  for (const row of members) {
    const club = byClub.get(Number(row.key_club_club_id)) ?? { members: 0, seconds: 0 }
    club.members += 1
    club.seconds += seconds.get(Number(row.user_id)) ?? 0
    byClub.set(Number(row.key_club_club_id), club)
  }
  return clubs
    .map((club) => ({ clubId: Number(club.id), clubName: club.name, districtName: club.district_name, ...(byClub.get(Number(club.id)) ?? { members: 0, seconds: 0 }) }))
    .sort((a, b) => b.seconds - a.seconds || b.members - a.members || a.clubName.localeCompare(b.clubName))
}

/** The public club leaderboard: the clubs with the most hours this school year (clubs with none are left out). */
export async function clubLeaderboard(now: DateTime): Promise<ClubStanding[]> {
  const standings = await clubStandings(now)
  return standings.filter((club) => club.seconds > 0).slice(0, LEADERBOARD_SIZE)
}

export type DistrictRow = { id: number; name: string; code: string }
export type ClubRow = { id: number; name: string; code: string; districtId: number }

/** The Key Club console: districts and clubs with their codes. */
export async function districtsAndClubs(): Promise<{ districts: DistrictRow[]; clubs: ClubRow[] }> {
  const [districts, clubs] = await Promise.all([
    db.from('key_club_districts').orderBy('name').select('id', 'name', 'code'),
    db.from('key_club_clubs').orderBy('name').select('id', 'name', 'code', 'key_club_district_id'),
  ])
  return {
    districts: districts.map((row) => ({ id: Number(row.id), name: row.name, code: row.code })),
    clubs: clubs.map((row) => ({ id: Number(row.id), name: row.name, code: row.code, districtId: Number(row.key_club_district_id) })),
  }
}

export async function findClub(clubId: number): Promise<{ id: number; name: string } | null> {
  const row = await db.from('key_club_clubs').where('id', clubId).select('id', 'name').first()
  return row ? { id: Number(row.id), name: row.name } : null
}
