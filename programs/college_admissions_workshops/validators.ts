import vine from '@vinejs/vine'

export const waitlistValidator = vine.create({
  audience: vine.enum(['learner', 'tutor'] as const),
})
