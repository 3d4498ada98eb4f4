import vine, { SimpleMessagesProvider } from '@vinejs/vine'

/* The consent forms' inputs (issue 16 §1) and their sentences. */
export const consentMessages = new SimpleMessagesProvider({
  'program.required': 'Choose the program.',
  'guardianName.required': "Enter your parent or guardian's name.",
  'guardianName.minLength': "Enter your parent or guardian's full name.",
  'guardianName.maxLength': 'That name is too long (120 characters at most).',
  'guardianEmail.required': "Enter your parent or guardian's email address.",
  'guardianEmail.email': 'Enter a valid email address, like name@example.com.',
  'guardianEmail.maxLength': 'That email address is too long.',
  'email.required': 'Enter your email address.',
  'email.email': 'Enter a valid email address, like name@example.com.',
  'relationship.required': 'Tell us whether you are the parent or the legal guardian.',
  'relationship.in': 'Tell us whether you are the parent or the legal guardian.',
  'signedName.required': 'Type your full name to sign.',
  'signedName.minLength': 'Type your full name to sign.',
  'signedName.maxLength': 'That name is too long (120 characters at most).',
  'confirmGuardian.accepted': 'Confirm that you are the parent or legal guardian.',
  'confirmParticipation.accepted': 'Confirm that you agree to the program.',
  'confirmRevocable.accepted': 'Confirm that you know you can withdraw consent.',
  'agree.accepted': 'Tick the box to agree.',
  'key.required': 'Choose the consent to withdraw.',
})

const programSlug = () => vine.string().trim().maxLength(80).regex(/^[a-z0-9-]+$/)

export const parentRequestValidator = vine.create({
  program: programSlug(),
  guardianName: vine.string().trim().minLength(2).maxLength(120),
  guardianEmail: vine.string().trim().maxLength(254).email(),
})

export const parentConsentValidator = vine.create({
  relationship: vine.enum(['parent', 'guardian'] as const),
  signedName: vine.string().trim().minLength(2).maxLength(120),
  confirmGuardian: vine.accepted(),
  confirmParticipation: vine.accepted(),
  confirmRevocable: vine.accepted(),
})

export const guardianLinksValidator = vine.create({
  email: vine.string().trim().maxLength(254).email(),
})

export const revokeValidator = vine.create({
  key: vine.string().trim().maxLength(300),
})

export const assentValidator = vine.create({
  program: programSlug(),
  agree: vine.accepted(),
})
