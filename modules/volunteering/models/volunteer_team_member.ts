import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const TEAM_MEMBERSHIP_TYPES = ['member', 'lead'] as const
export type TeamMembershipType = (typeof TEAM_MEMBERSHIP_TYPES)[number]

/* A volunteer team membership (spec 000 §6.4: member or lead). */
export default class VolunteerTeamMember extends BaseModel {
  static table = 'volunteer_team_members'

  @column({ isPrimary: true }) declare id: number
  @column() declare volunteerTeamId: number
  @column() declare userId: number
  @column() declare type: TeamMembershipType
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
}
