import { createPrivateKey, createPublicKey, hkdfSync, sign, verify, type KeyObject } from 'node:crypto'
import { appKey } from '#config/app'

/*
 * Certificates are signed with Ed25519 (decision, README): a detached signature over the canonical
 * JSON of the content, so anyone holding the public key (shown on every verification page) can
 * check a certificate without trusting our page. The private key is derived from the app key with
 * HKDF (label below): no new secret to deploy; rotating APP_KEY retires every old signature.
 */
const LABEL = 'peerhaven/volunteer-certificates/ed25519/v1'
// PKCS#8 DER header for a raw 32-byte Ed25519 seed (RFC 8410).
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

type Keys = { privateKey: KeyObject; publicKey: KeyObject }
const cache = new Map<string, Keys>()

/** The key pair of a secret (the app key unless a test passes another). */
export function certificateKeys(secret: string = appKey.release()): Keys {
  let keys = cache.get(secret)
  if (!keys) {
    const seed = Buffer.from(hkdfSync('sha256', secret, 'peerhaven', LABEL, 32))
    const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' })
    keys = { privateKey, publicKey: createPublicKey(privateKey) }
    cache.set(secret, keys)
  }
  return keys
}

/** JSON with object keys sorted at every depth and no spaces: one text per content. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The base64url Ed25519 signature of the content's canonical JSON. */
export function signContent(content: unknown, secret?: string): string {
  return sign(null, Buffer.from(canonicalJson(content)), certificateKeys(secret).privateKey).toString('base64url')
}

/** Whether the signature is the platform's over exactly this content (re-canonicalised: key order does not matter). */
export function verifyContent(content: unknown, signature: string, secret?: string): boolean {
  try {
    return verify(null, Buffer.from(canonicalJson(content)), certificateKeys(secret).publicKey, Buffer.from(signature, 'base64url'))
  } catch {
    return false
  }
}

/** The public key as base64url of its raw 32 bytes (for independent checks). */
export function publicKeyText(secret?: string): string {
  const der = certificateKeys(secret).publicKey.export({ format: 'der', type: 'spki' })
  return der.subarray(der.length - 32).toString('base64url')
}
