import { Link } from '@inertiajs/react'
import { Group, NavLink } from '@mantine/core'

export type ModeratorTab = { key: string; label: string; href: string }

/** The moderator pages of a world as a row of links (wraps on narrow screens). */
export function ModeratorTabs({ tabs, active }: { tabs: ModeratorTab[]; active: string }) {
  if (tabs.length < 2) return null
  return (
    <Group component="nav" aria-label="Moderator pages" gap={4} wrap="wrap" mb="md">
      {tabs.map((tab) => (
        <NavLink
          key={tab.key}
          component={Link}
          href={tab.href}
          label={tab.label}
          active={tab.key === active}
          aria-current={tab.key === active ? 'page' : undefined}
          variant="light"
          w="auto"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ))}
    </Group>
  )
}
