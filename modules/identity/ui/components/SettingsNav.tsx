import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconBell, IconCalendar, IconDatabase, IconUserCircle } from '@tabler/icons-react'

export type SettingsSection = 'profile' | 'notifications' | 'calendar' | 'data'

const SECTIONS: { key: SettingsSection; label: string; href: string; icon: ReactNode }[] = [
  { key: 'profile', label: 'Profile', href: '/settings', icon: <IconUserCircle size={18} aria-hidden /> },
  { key: 'notifications', label: 'Notifications', href: '/settings/notifications', icon: <IconBell size={18} aria-hidden /> },
  { key: 'calendar', label: 'Calendar feed', href: '/settings/calendar', icon: <IconCalendar size={18} aria-hidden /> },
  { key: 'data', label: 'Your data', href: '/settings/data', icon: <IconDatabase size={18} aria-hidden /> },
]

/**
 * The settings pages are separate URLs, so the "tabs" are links (a nav landmark with
 * aria-current), not an in-page tablist: each is reachable by Tab and opens with Enter.
 */
export function SettingsNav({ active }: { active: SettingsSection }) {
  return (
    <Box component="nav" aria-label="Settings sections">
      <Group gap="xs" wrap="wrap">
        {SECTIONS.map((section) => {
          const current = section.key === active
          return (
            <Button
              key={section.key}
              component={Link}
              href={section.href}
              variant={current ? 'light' : 'subtle'}
              color={current ? undefined : 'gray'}
              leftSection={section.icon}
              aria-current={current ? 'page' : undefined}
            >
              {section.label}
            </Button>
          )
        })}
      </Group>
    </Box>
  )
}

/** Page shell shared by the settings pages: heading, section links, then the content. */
export function SettingsShell({ active, description, children }: { active: SettingsSection; description?: string; children: ReactNode }) {
  return (
    <Box maw={720} mx="auto" px={{ base: 'xs', sm: 0 }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Settings</Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        <SettingsNav active={active} />
        {children}
      </Stack>
    </Box>
  )
}

export default SettingsNav
