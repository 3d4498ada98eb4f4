import { normaliseInviteCode } from './constants.js'

/*
 * The marketing page's query parameters (spec 000 §2.2 "invite_code (lowercased), params (encoded
 * bundle), as, ref, ref_sat"; spec 001 user internal_state sat_invitation_params). Decisions:
 * - `as` (tutor | learner) is who the link invites: it opens that view of /sat-bootcamp and is the
 *   type of the SAT user record it makes;
 * - `ref` is where the link was shared (a short label such as "newsletter");
 * - `ref_sat` is the invite code of the SAT user who referred this person (a friend's referral);
 * - `params` is the same fields as base64url-encoded JSON (`{ invite_code, as, ref, ref_sat }`), as
 *   partners' mailers send them; a field given directly wins. Anything else is dropped, and a
 *   malformed value is ignored rather than stored.
 */
export type InvitationParams = { inviteCode: string | null; as: 'tutor' | 'learner' | null; ref: string | null; refSat: string | null }

const REF = /^[a-z0-9][a-z0-9_.-]{0,63}$/
const PARAMS_MAX = 1024

function label(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim().toLowerCase()
  return REF.test(text) ? text : null
}

function role(value: unknown): 'tutor' | 'learner' | null {
  return value === 'tutor' || value === 'learner' ? value : null
}

function bundle(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string' || value.length === 0 || value.length > PARAMS_MAX || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return {}
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function parseInvitationParams(qs: Record<string, unknown>): InvitationParams {
  const packed = bundle(qs.params)
  const pick = <T>(read: (value: unknown) => T | null, key: string) => read(qs[key]) ?? read(packed[key])
  return { inviteCode: pick(normaliseInviteCode, 'invite_code'), as: pick(role, 'as'), ref: pick(label, 'ref'), refSat: pick(normaliseInviteCode, 'ref_sat') }
}

/** Whether a link carried anything worth recording. */
export function carriesInvitation(params: InvitationParams): boolean {
  return Boolean(params.inviteCode || params.ref || params.refSat)
}

/** The query string that carries the parameters through sign-up and login. */
export function invitationQuery(params: InvitationParams): string {
  const entries: Array<[string, string]> = []
  if (params.inviteCode) entries.push(['invite_code', params.inviteCode])
  if (params.as) entries.push(['as', params.as])
  if (params.ref) entries.push(['ref', params.ref])
  if (params.refSat) entries.push(['ref_sat', params.refSat])
  return new URLSearchParams(entries).toString()
}
