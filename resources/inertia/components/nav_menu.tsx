import { Link } from '@inertiajs/react'
import { Button, Menu, SimpleGrid, Text } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { DROPDOWN_WIDTH, DROPDOWN_WIDTH_WIDE } from '../theme'
import {
  groupEntries,
  isInternalHref,
  isWideMenu,
  splitIntoColumns,
  type EntryGroup,
} from '../lib/navigation'
import type { NavEntry } from '../lib/shared_props'

function EntryLabel({ entry }: { entry: NavEntry }) {
  return (
    <>
      <Text component="span" fz="sm" fw={500} display="block">
        {entry.label}
      </Text>
      {entry.subtitle && (
        <Text component="span" fz="xs" c="dimmed" display="block">
          {entry.subtitle}
        </Text>
      )}
    </>
  )
}

/** A menu item that navigates with Inertia inside the app and as a plain link elsewhere (mailto:, other sites). */
export function MenuEntry({ entry }: { entry: NavEntry }) {
  if (isInternalHref(entry.href)) {
    return (
      <Menu.Item component={Link} href={entry.href}>
        <EntryLabel entry={entry} />
      </Menu.Item>
    )
  }
  return (
    <Menu.Item component="a" href={entry.href}>
      <EntryLabel entry={entry} />
    </Menu.Item>
  )
}

function EntryGroups({ groups }: { groups: EntryGroup[] }) {
  return groups.map((group, index) => (
    <div key={`${group.heading}-${index}`}>
      {group.heading && <Menu.Label>{group.heading}</Menu.Label>}
      {group.entries.map((entry) => (
        <MenuEntry key={entry.href} entry={entry} />
      ))}
    </div>
  ))
}

/** Dropdown entries under their group headings, in two columns when the menu is wide. */
function MenuEntries({ entries }: { entries: NavEntry[] }) {
  if (!isWideMenu(entries)) return <EntryGroups groups={groupEntries(entries)} />
  const [left, right] = splitIntoColumns(entries)
  return (
    <SimpleGrid cols={2} spacing={4}>
      <div>
        <EntryGroups groups={left} />
      </div>
      <div>
        <EntryGroups groups={right} />
      </div>
    </SimpleGrid>
  )
}

/** Header buttons and links share one look; the current section is tinted. */
export function navButtonProps(active: boolean) {
  return active
    ? ({ 'variant': 'light', 'px': 'sm', 'data-active': true } as const)
    : ({ variant: 'subtle', color: 'gray', c: 'dark.7', px: 'sm' } as const)
}

type Props = { label: string; entries: NavEntry[]; active: boolean }

/** A header dropdown (spec 000 §2.6): 200px wide, or 400px in two columns. */
export function NavMenu({ label, entries, active }: Props) {
  return (
    <Menu
      width={isWideMenu(entries) ? DROPDOWN_WIDTH_WIDE : DROPDOWN_WIDTH}
      position="bottom-start"
      shadow="md"
    >
      <Menu.Target>
        <Button
          {...navButtonProps(active)}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuEntries entries={entries} />
      </Menu.Dropdown>
    </Menu>
  )
}
