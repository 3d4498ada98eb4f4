/*
 * Issue 19: every signed-in request unsigns its session cookie (base64, HMAC, JSON) and signs it
 * again for the response (the library re-sets it to extend its life): about 8 % of a signed-in
 * request's CPU, for the same few values over and over. Signing a string without an expiry is a
 * pure function of the key, the purpose and the string, so a signature that came back is remembered:
 *   - unsign(text) of a text verified before and found to be such a signature (signing its value
 *     again gives the same text): the value, without the HMAC;
 *   - sign(value) of such a value: that text.
 * A signature that never comes back (a visitor's first cookie, a crawler's) is not kept.
 * Anything else — other payloads, expiring signatures, texts that fail — takes the library's path
 * every time, so a forged or tampered cookie is still refused, and an expiring signature still
 * expires. Bounded: the oldest entries go first past MAX_REMEMBERED.
 */
export const MAX_REMEMBERED = 20_000

type Verifier = {
  sign(payload: any, expiresIn?: string | number, purpose?: string): string
  unsign<T = unknown>(payload: string, purpose?: string): T | null
}

function bounded(map: Map<string, string>, key: string, value: string) {
  map.delete(key)
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value!)
  map.set(key, value)
}

/** Wraps a message verifier's sign and unsign in place (idempotent). */
export function rememberSignatures(verifier: Verifier) {
  if ((verifier as any).__remembersSignatures) return verifier
  const sign = verifier.sign.bind(verifier)
  const unsign = verifier.unsign.bind(verifier)
  const signatures = new Map<string, string>()
  const values = new Map<string, string>()
  const remember = (purpose: string | undefined, value: string, signed: string) => {
    bounded(signatures, `${purpose ?? ''}\0${value}`, signed)
    bounded(values, `${purpose ?? ''}\0${signed}`, value)
  }

  verifier.sign = (payload: any, expiresIn?: string | number, purpose?: string) => {
    if (typeof payload !== 'string' || expiresIn !== undefined) return sign(payload, expiresIn, purpose)
    return signatures.get(`${purpose ?? ''}\0${payload}`) ?? sign(payload, undefined, purpose)
  }

  verifier.unsign = (<T>(payload: string, purpose?: string): T | null => {
    if (typeof payload !== 'string') return unsign<T>(payload, purpose)
    const known = values.get(`${purpose ?? ''}\0${payload}`)
    if (known !== undefined) return known as T
    const value = unsign<T>(payload, purpose)
    if (typeof value === 'string' && sign(value, undefined, purpose) === payload) remember(purpose, value, payload)
    return value
  }) as Verifier['unsign']

  Object.defineProperty(verifier, '__remembersSignatures', { value: true })
  return verifier
}
