import { Link } from '@inertiajs/react'
import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { groupEntries, isCurrentPath, isInternalHref, type HeaderModel } from '../lib/navigation'
import { logOut } from '../lib/log_out'
import type { CurrentUser, NavEntry } from '../lib/shared_props'

function EntryLink({ entry, currentUrl }: { entry: NavEntry; currentUrl: string }) {
  const shared = {
    label: entry.label,
    description: entry.subtitle,
    active: isCurrentPath(currentUrl, entry.href),
  }
  return isInternalHref(entry.href) ? (
    <NavLink component={Link} href={entry.href} {...shared} />
  ) : (
    <NavLink component="a" href={entry.href} {...shared} />
  )
}

function EntryList({ entries, currentUrl }: { entries: NavEntry[]; currentUrl: string }) {
  return groupEntries(entries).map((group) => (
    <div key={group.heading ?? ''}>
      {group.heading && (
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
          {group.heading}
        </Text>
      )}
      {group.entries.map((entry) => (
        <EntryLink key={entry.href} entry={entry} currentUrl={currentUrl} />
      ))}
    </div>
  ))
}

type Props = {
  model: HeaderModel
  user: CurrentUser | null
  currentUrl: string
  opened: boolean
  onClose: () => void
}

/** The header's entries on narrow screens (spec 000 §2.6: a drawer replaces dropdowns). */
export function MobileNav({ model, user, currentUrl, opened, onClose }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title="Menu"
      hiddenFrom="sm"
    >
      <Stack gap={0}>
        {model.items.map((item) =>
          item.kind === 'menu' ? (
            <NavLink
              key={item.key}
              label={item.label}
              defaultOpened={item.active}
              fw={600}
              childrenOffset={0}
            >
              <EntryList entries={item.entries} currentUrl={currentUrl} />
            </NavLink>
          ) : (
            <EntryLink key={item.key} entry={item} currentUrl={currentUrl} />
          )
        )}

        {model.account && user && (
          <>
            <Divider my="sm" label={user.displayName} labelPosition="left" />
            <EntryList entries={model.account} currentUrl={currentUrl} />
          </>
        )}

        {(model.account || model.showLogoutButton) && (
          <NavLink
            component="button"
            label={model.showLogoutButton ? 'Log Out' : 'Log out'}
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={logOut}
          />
        )}

        {model.showAuthButtons && (
          <Stack gap="xs" mt="md">
            <Button component={Link} href="/signup" fullWidth>
              Sign Up
            </Button>
            <Button component={Link} href="/login" variant="default" fullWidth>
              Sign In
            </Button>
          </Stack>
        )}
      </Stack>
    </Drawer>
  )
}
