import { Link } from '@inertiajs/react'
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import type { Data } from '~generated/data'
import { relativeTimeText } from '../../shared/index'
import classes from './notification_list.module.css'

type Item = Data.Notifications.Notification

/** Notification lines, newest first: text, how long ago, a dot on the unread ones. */
export function NotificationList({ items, dense = false }: { items: Item[]; dense?: boolean }) {
  return (
    <Stack component="ul" gap={0} className={classes.list} aria-label="Notifications">
      {items.map((item) => (
        <li key={item.id}>
          <UnstyledButton
            component={Link}
            href={item.href}
            className={classes.item}
            px={dense ? 'sm' : 'md'}
            py={dense ? 8 : 'sm'}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Box
                className={item.unread ? classes.dot : classes.noDot}
                aria-hidden="true"
                mt={7}
              />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={item.unread ? 600 : 400} className={classes.text}>
                  {item.unread && <VisuallyHidden>Unread: </VisuallyHidden>}
                  {item.text}
                </Text>
                <Text size="xs" c="dimmed" component="time" dateTime={item.at}>
                  {relativeTimeText(item.at)}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  )
}
