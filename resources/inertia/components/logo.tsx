import { Link } from '@inertiajs/react'
import { Anchor, Text } from '@mantine/core'
import { seasonalLogo, type SeasonalLogo } from '../lib/seasonal'
import classes from './logo.module.css'

const SEASONAL_ACCENTS: Record<
  Exclude<SeasonalLogo, 'default'>,
  { emoji: string; label: string }
> = {
  valentines: { emoji: '💝', label: "Happy Valentine's" },
  birthday: { emoji: '🎂', label: 'Happy birthday, Peerhaven' },
  halloween: { emoji: '🎃', label: 'Happy Halloween' },
}

/** The mark: a roof sheltering two peers (same drawing as public/favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-haven-6)" />
      <path
        d="M7 15.5 16 8l9 7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="12.2" cy="19" r="2.6" fill="#ffd7b8" />
      <circle cx="19.8" cy="19" r="2.6" fill="#fff" />
      <path
        d="M8.6 25.2c.6-2 2-3.1 3.6-3.1s3 1.1 3.6 3.1M16.2 25.2c.6-2 2-3.1 3.6-3.1s3 1.1 3.6 3.1"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** Wordmark linking home; it wears a seasonal accent on the days of spec 000 §2.3. */
export function Logo({ href }: { href: string }) {
  const season = seasonalLogo(new Date())
  const accent = season === 'default' ? null : SEASONAL_ACCENTS[season]
  return (
    <Anchor
      component={Link}
      href={href}
      underline="never"
      c="inherit"
      aria-label="Peerhaven home"
      data-season={season}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexShrink: 0 }}
    >
      <LogoMark />
      <Text
        component="span"
        fw={800}
        fz={22}
        c="haven.8"
        className={classes.wordmark}
        style={{ letterSpacing: '-0.02em' }}
      >
        Peerhaven
      </Text>
      {accent && (
        <Text component="span" fz={18} title={accent.label} aria-hidden="true">
          {accent.emoji}
        </Text>
      )}
    </Anchor>
  )
}
