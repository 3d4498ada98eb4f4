import crypto, { type KeyObject } from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/*
 * Issue 19: on Node 24, `createHmac`, `createCipheriv` and `createDecipheriv` given a Buffer or
 * string key build a fresh key object on every call — about 10 µs, three to four times the HMAC
 * itself. The framework's cookie signing, Shield's encrypted XSRF cookie and the session store's
 * derived CSRF secret all pass the same few keys on every request, and the libraries offer no way
 * to hand them a KeyObject. So the three functions are wrapped once per process: a key seen before
 * is swapped for the KeyObject made from it the first time.
 *
 * Buffers are remembered by identity (WeakMap, so they can be collected) AND checked byte for byte
 * on each use, so a Buffer mutated in place can never be served a stale key. Strings are bounded:
 * at most MAX_STRING_KEYS distinct values are kept, the oldest dropped first. Anything else (a
 * KeyObject already, or a CryptoKey) is passed through untouched.
 */
const MAX_STRING_KEYS = 64
const bufferKeys = new WeakMap<Buffer, { bytes: Buffer; key: KeyObject }>()
const stringKeys = new Map<string, KeyObject>()

export function keyObjectFor<K>(key: K): K | KeyObject {
  if (typeof key === 'string') {
    let cached = stringKeys.get(key)
    if (!cached) {
      if (stringKeys.size >= MAX_STRING_KEYS) stringKeys.delete(stringKeys.keys().next().value!)
      cached = crypto.createSecretKey(Buffer.from(key, 'utf8'))
      stringKeys.set(key, cached)
    }
    return cached
  }
  if (!Buffer.isBuffer(key) || key.length === 0) return key
  const entry = bufferKeys.get(key)
  if (entry && entry.bytes.equals(key)) return entry.key
  const made = { bytes: Buffer.from(key), key: crypto.createSecretKey(key) }
  bufferKeys.set(key, made)
  return made.key
}

let installed = false

/** Installs the wrappers (idempotent); ESM named imports of node:crypto see them too. */
export function reuseKeyObjects() {
  if (installed) return
  installed = true
  const { createHmac, createCipheriv, createDecipheriv } = crypto
  // A string key with an explicit encoding (options.encoding) is passed through as given.
  const reuse = (key: any, options?: any) => (options?.encoding === undefined ? keyObjectFor(key) : key)
  crypto.createHmac = ((algorithm: string, key: any, options?: any) => createHmac(algorithm, reuse(key, options), options)) as typeof createHmac
  crypto.createCipheriv = ((algorithm: string, key: any, iv: any, options?: any) =>
    createCipheriv(algorithm, reuse(key, options), iv, options)) as typeof createCipheriv
  crypto.createDecipheriv = ((algorithm: string, key: any, iv: any, options?: any) =>
    createDecipheriv(algorithm, reuse(key, options), iv, options)) as typeof createDecipheriv
  syncBuiltinESMExports()
}
