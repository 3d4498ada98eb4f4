import { Avatar } from '@mantine/core'

/* Avatar frames by level (spec 002 §9 "Avatar frames follow progression level thresholds"): a ring in the level's colour. */
const FRAME_COLOURS: Record<string, string> = {
  bronze: '#a0612b',
  silver: '#7d8793',
  gold: '#c9a227',
  platinum: '#4f8a9e',
  diamond: '#5b6ee1',
}

export function LevelAvatar({ name, level, size = 64 }: { name: string; level: string | null; size?: number }) {
  const ring = level ? FRAME_COLOURS[level] : undefined
  return (
    <Avatar
      name={name}
      color="initials"
      size={size}
      radius="xl"
      alt=""
      style={ring ? { boxShadow: `0 0 0 3px var(--mantine-color-body), 0 0 0 6px ${ring}` } : undefined}
      data-level={level ?? 'none'}
    />
  )
}
