import vine from '@vinejs/vine'
import { LEFT_REASON_MAX } from '../models/world_member.js'
import { MEMBER_LEVELS } from '../member_levels.js'

/* POST /w/:worldSlug/leave — the reason is optional (spec 001 §3.2 world_member.left_reason). */
export const leaveValidator = vine.create({
  left_reason: vine.string().trim().maxLength(LEFT_REASON_MAX).nullable().optional(),
})

/* POST /w/:worldSlug/moderator/members — add a person by username. */
export const addMemberValidator = vine.create({
  username: vine.string().trim().minLength(1).maxLength(60),
})

/* PUT /w/:worldSlug/moderator/members/:userId — change a member's level. */
export const memberLevelValidator = vine.create({
  level: vine.enum(MEMBER_LEVELS),
})

/* DELETE /w/:worldSlug/moderator/members/:userId — remove a member, with an optional note. */
export const removeMemberValidator = vine.create({
  left_reason: vine.string().trim().maxLength(LEFT_REASON_MAX).nullable().optional(),
})
