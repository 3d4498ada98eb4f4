import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconChevronDown, IconLogout } from '@tabler/icons-react'
import { DROPDOWN_WIDTH } from '../theme'
import { logOut } from '../lib/log_out'
import type { CurrentUser, NavEntry } from '../lib/shared_props'
import { MenuEntry } from './nav_menu'

type Props = { user: CurrentUser; entries: NavEntry[] }

/** The member's menu (spec 000 §2.6): account links, Help Desk, then Log out. */
export function AccountMenu({ user, entries }: Props) {
  return (
    <Menu width={DROPDOWN_WIDTH} position="bottom-end" shadow="md">
      <Menu.Target>
        <UnstyledButton px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          {/* The name comes from this text, not aria-label: the avatar's initials are visible text
              that an aria-label would have to contain (WCAG 2.5.3, axe label-content-name-mismatch). */}
          <VisuallyHidden>Account menu for {user.displayName}</VisuallyHidden>
          <Group gap={8} wrap="nowrap" aria-hidden="true">
            <Avatar name={user.displayName} color="haven" size={32} />
            <Text fz="sm" fw={600} maw={140} truncate visibleFrom="md">
              {user.displayName}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.displayName}</Menu.Label>
        {entries.map((entry) => (
          <MenuEntry key={entry.href} entry={entry} />
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={logOut}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
