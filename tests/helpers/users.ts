import { DateTime } from 'luxon'
import { User, assignRole, type Role } from '#modules/identity/index'
import type { SuspensionAction } from '#modules/identity/suspension'

let counter = 0

export type UserState = {
  verified?: boolean
  onboarded?: boolean
  roles?: Role[]
  birth?: string
  suspensionActions?: SuspensionAction[]
  password?: string
}

/** Creates a user in a given state: verified and onboarded learner by default. */
export async function makeUser(state: UserState = {}) {
  counter += 1
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`
  const user = await User.create({
    username: `user_${id}`.slice(0, 30),
    name: `Test User ${counter}`,
    email: `user_${id}@example.org`,
    password: state.password ?? 'correct horse battery staple',
    dateOfBirth: DateTime.fromISO(state.birth ?? '2008-05-01', { zone: 'utc' }),
    emailVerifiedAt: state.verified === false ? null : DateTime.utc(),
    onboardedAt: state.onboarded === false ? null : DateTime.utc(),
    onboardingDetails: state.onboarded === false ? null : { joinReason: 'tutoring', educationType: 'school', schoolExperience: null, zipcode: null },
    suspensionActions: state.suspensionActions ?? [],
  })
  for (const role of state.roles ?? (state.onboarded === false ? [] : ['approved'])) {
    await assignRole({ userId: user.id, role: role as Role, byUserId: null, source: 'test' })
  }
  return user
}

/** A birth date that makes someone `age` today (a month past the birthday). */
export function birthForAge(age: number) {
  return DateTime.utc().minus({ years: age, days: 30 }).toISODate()!
}

/** An approved learner of 15 (a minor), with any extra roles. */
export const makeLearner = (roles: Role[] = []) => makeUser({ birth: birthForAge(15), roles: ['approved', ...roles] })

/** An approved tutor of 25. */
export const makeTutor = (roles: Role[] = []) => makeUser({ birth: birthForAge(25), roles: ['approved', 'tutor', ...roles] })

/** Rate-limit counters are per address and every test request comes from 127.0.0.1. */
export async function resetRateLimits() {
  const { default: limiter } = await import('@adonisjs/limiter/services/main')
  await limiter.clear()
}

/** The raw session cookie a response set, to replay it like a browser would. */
export function sessionCookie(response: { headers(): Record<string, any> }) {
  const header = response.headers()['set-cookie'] as string[] | string | undefined
  const list = Array.isArray(header) ? header : header ? [header] : []
  const found = list.find((cookie) => cookie.startsWith('ph-session='))
  if (!found) throw new Error('the response set no session cookie')
  return found.split(';')[0]
}


/** Waits for a mail to arrive (jobs may run on a BullMQ worker) and returns the newest one. */
export async function waitForMail(address: string, predicate: (text: string) => boolean = () => true) {
  const { capturedMail } = await import('#app/support/mail/log_transport')
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = capturedMail.to(address).filter((m) => predicate(m.text)).at(-1)
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no mail reached ${address}`)
}

/** The path of the newest verification link mailed to an address. */
export async function verificationPath(email: string) {
  const mail = await waitForMail(email, (text) => text.includes('/verify-email?'))
  const url = new URL(mail.text.match(/https?:\/\/[^\s]+\/verify-email\?[^\s]+/)![0])
  return `${url.pathname}${url.search}`
}
