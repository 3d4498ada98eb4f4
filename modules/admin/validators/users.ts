import vine from '@vinejs/vine'
import { ASSIGNABLE_ROLES, SUSPENDED_ROLES, SUSPENSION_CONTEXTS } from '#modules/identity/index'

/*
 * Roles staff give and take on the Users page. The suspension roles (blocked, blocked:community)
 * are left out: they only come and go with a suspension (which records its context and reason),
 * so a suspended account always has the suspension action its blocked screen needs.
 */
export const ROLE_CHOICES = ASSIGNABLE_ROLES.filter((role) => !SUSPENDED_ROLES.includes(role))

export const assignRoleValidator = vine.create({
  role: vine.enum(ROLE_CHOICES),
})

export const SUSPENSION_REASON_MAX = 280
export const SUSPENSION_NOTE_MAX = 2000

export const suspendValidator = vine.create({
  context: vine.enum(SUSPENSION_CONTEXTS),
  reason: vine.string().trim().minLength(3).maxLength(SUSPENSION_REASON_MAX),
  note: vine.string().trim().maxLength(SUSPENSION_NOTE_MAX).nullable().optional(),
})
