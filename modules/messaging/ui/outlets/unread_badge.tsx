import { Link } from '@inertiajs/react'
import { ActionIcon, Indicator } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { useLiveChannel } from '~/lib/live'
import { badgeText } from '../../../notifications/shared/index'
import { refreshUnreadMessages, useUnreadMessages } from '../unread_messages'

/**
 * The messages link in the site header with its unread badge (issue 14 §1 "unread counts update
 * without reload"): counted once per page load, then again on every live message of the person's
 * own channel.
 */
export default function UnreadBadge({ userId }: { userId: number }) {
  const count = useUnreadMessages(userId)
  useLiveChannel(`messaging/users/${userId}`, () => refreshUnreadMessages())
  // The server stops counting at 100 (queries/unread.ts): "99+" as the bell says it.
  const label = count > 0 ? `Messages, ${count >= 100 ? '99+' : count} unread` : 'Messages'
  return (
    <Indicator label={<span aria-hidden="true">{badgeText(count)}</span>} disabled={count === 0} size={18} offset={6} color="red" inline>
      <ActionIcon component={Link} href="/messages" variant="subtle" color="gray" size="lg" aria-label={label} data-testid="messages-badge" data-unread={count}>
        <IconMessageCircle size={22} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  )
}
