import { useEffect, useState } from 'react'
import { Link, router } from '@inertiajs/react'
import {
  ActionIcon,
  Anchor,
  Box,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import type { Data } from '~generated/data'
import { useLiveChannel } from '~/lib/live'
import { badgeText, bellLabel } from '../../shared/index'
import { NotificationList } from '../components/notification_list'
import { setUnread, useUnreadCount } from '../unread_count'

type Item = Data.Notifications.Notification
type LiveMessage = { unread: number; item: Item | null }
type Props = { userId: number }

/** GET /notifications/latest: the popover's lines (fetching them marks them viewed on the server). */
async function fetchLatest(): Promise<Item[]> {
  const response = await fetch('/notifications/latest', {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  })
  if (!response.ok) throw new Error(`notifications: ${response.status}`)
  return ((await response.json()) as { notifications: Item[] }).notifications
}

/**
 * The bell in the site header (issue 14 §2 bell menu): the unread count (asked once per page
 * load, then live from the user's channel); opening it lists the latest and marks them viewed.
 */
export default function NotificationBell({ userId }: Props) {
  const count = useUnreadCount(userId)
  const [opened, setOpened] = useState(false)
  const [items, setItems] = useState<Item[] | null>(null)
  const [failed, setFailed] = useState(false)
  // Read out by screen readers when something new arrives (the badge alone is silent).
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => router.on('navigate', () => setOpened(false)), [])

  useLiveChannel<LiveMessage>(`notifications/users/${userId}`, (message) => {
    setUnread(message.unread)
    const item = message.item
    if (item) setAnnouncement(`New notification: ${item.text}`)
    if (opened && item)
      setItems((current) =>
        current ? [item, ...current.filter((known) => known.id !== item.id)] : current
      )
  })

  function toggle() {
    if (opened) return setOpened(false)
    setOpened(true)
    setFailed(false)
    fetchLatest()
      .then((latest) => {
        setItems(latest)
        setUnread(0)
      })
      .catch(() => setFailed(true))
  }

  const label = bellLabel(count)

  return (
    // The badge sits outside the popover's target, so the button alone carries the ARIA state.
    <Indicator
      label={<span aria-hidden="true">{badgeText(count)}</span>}
      disabled={count === 0}
      size={18}
      offset={6}
      color="red"
      inline
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(360px, calc(100vw - 16px))"
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={toggle}>
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label="Notifications">
          <Group justify="space-between" px="md" py="xs">
            <Text fw={600} size="sm">
              Notifications
            </Text>
            <Anchor component={Link} href="/notifications" size="sm">
              See all
            </Anchor>
          </Group>
          <Divider />
          <Box aria-live="polite" aria-busy={items === null && !failed}>
            {failed ? (
              <Text size="sm" c="dimmed" p="md">
                Notifications could not be loaded. Try again in a moment.
              </Text>
            ) : items === null ? (
              <Group justify="center" p="md">
                <Loader size="sm" role="status" aria-label="Loading notifications" />
              </Group>
            ) : items.length === 0 ? (
              <Text size="sm" c="dimmed" p="md">
                You have no notifications yet. When someone mentions you, it shows up here.
              </Text>
            ) : (
              <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
                <Box p={4}>
                  <NotificationList items={items} dense />
                </Box>
              </ScrollArea.Autosize>
            )}
          </Box>
        </Popover.Dropdown>
      </Popover>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Indicator>
  )
}
