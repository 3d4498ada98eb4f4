import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'

/** spec 002 §9: confetti 1000 pieces. */
export const CONFETTI_PIECES = 1000

/* Four bursts from both lower corners and the middle; their shares add up to 1.0. */
const BURSTS = [
  { share: 0.3, angle: 60, spread: 55, origin: { x: 0, y: 0.75 } },
  { share: 0.3, angle: 120, spread: 55, origin: { x: 1, y: 0.75 } },
  { share: 0.25, angle: 90, spread: 100, origin: { x: 0.5, y: 0.65 } },
  {
    share: 0.15,
    angle: 90,
    spread: 140,
    origin: { x: 0.5, y: 0.4 },
    startVelocity: 25,
    scalar: 1.2,
  },
]

async function celebrate() {
  const { default: confetti } = await import('canvas-confetti')
  for (const { share, ...burst } of BURSTS) {
    void confetti({
      ...burst,
      particleCount: Math.round(CONFETTI_PIECES * share),
      disableForReducedMotion: true,
      zIndex: 1000,
    })
  }
}

function wantsCelebration(url: string): boolean {
  const query = url.split('?')[1]?.split('#')[0]
  return query !== undefined && new URLSearchParams(query).has('celebrate')
}

/** spec 000 §2.6: a `celebrate` query parameter triggers confetti. */
export function useCelebrate() {
  const { url } = usePage()
  useEffect(() => {
    if (wantsCelebration(url)) void celebrate()
  }, [url])
}
