/*
 * Age assurance behind a provider interface (spec 002 §7 "Start age assurance": callbackUrl in,
 * a redirect URL out): start → the person's browser goes to the redirect URL → the provider calls
 * back with the result (GET /verify-age/callback), which sets age_assurance:assured or :failed.
 *
 * The local default, 'video', needs no third party: its redirect URL is our own page where the
 * person records a short video with the forms engine; staff review it on the Age Assurance page
 * (approve → assured, reject → failed), so it never calls back itself.
 */
export type AgeAssuranceResult = 'assured' | 'failed'

export type AgeAssuranceProvider = {
  name: string
  /** Begins a check: where to send the person, and the provider's reference for the check. */
  start(input: { userId: number; checkId: number; callbackUrl: string }): Promise<{ redirectUrl: string; reference: string | null }>
  /**
   * Reads a callback's query string: the check's reference and the result, or null when the
   * callback is not one of the provider's (forged, malformed). A real provider verifies a signature here.
   */
  readCallback(query: Record<string, unknown>): Promise<{ reference: string; result: AgeAssuranceResult } | null>
}

export const VIDEO_PROVIDER_PATH = '/verify-age'

const videoProvider: AgeAssuranceProvider = {
  name: 'video',
  async start() {
    return { redirectUrl: VIDEO_PROVIDER_PATH, reference: null }
  },
  async readCallback() {
    return null
  },
}

const providers = new Map<string, AgeAssuranceProvider>([[videoProvider.name, videoProvider]])

/** Adds a provider (a third-party adapter); choose it with AGE_ASSURANCE_PROVIDER=<name>. */
export function registerAgeAssuranceProvider(provider: AgeAssuranceProvider) {
  providers.set(provider.name, provider)
}

/** The configured provider; an unknown name falls back to the local video review. */
export function ageAssuranceProvider(): AgeAssuranceProvider {
  const name = process.env.AGE_ASSURANCE_PROVIDER ?? 'video'
  return providers.get(name) ?? videoProvider
}
