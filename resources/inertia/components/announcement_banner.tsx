import { Link, router } from '@inertiajs/react'
import { Anchor, CloseButton, Group, Text, useMantineTheme } from '@mantine/core'
import { BANNER_HEIGHT, BANNER_HEIGHT_SMALL } from '../theme'
import type { Announcement } from '../lib/shared_props'

type Props = { announcement: Announcement; onDismiss: () => void }

/** One announcement at a time (spec 000 §2.6); dismissal is stored per user and banner. */
export function AnnouncementBanner({ announcement, onDismiss }: Props) {
  const theme = useMantineTheme()
  const color = announcement.color in theme.colors ? announcement.color : theme.primaryColor

  const dismiss = () => {
    onDismiss()
    router.post(`/announcements/${announcement.id}/dismiss`, {}, { preserveScroll: true })
  }

  return (
    <Group
      role="region"
      aria-label="Announcement"
      h={{ base: BANNER_HEIGHT_SMALL, sm: BANNER_HEIGHT }}
      px="md"
      gap="sm"
      wrap="nowrap"
      justify="center"
      bg={`var(--mantine-color-${color}-light)`}
    >
      <Text fz={{ base: 'xs', sm: 'sm' }} lineClamp={3} ta="center" style={{ flex: 1 }}>
        {announcement.message}
        {announcement.linkPath && (
          <>
            {' '}
            <Anchor component={Link} href={announcement.linkPath} fw={700} inherit c={`${color}.9`}>
              {announcement.linkLabel ?? 'Learn more'}
            </Anchor>
          </>
        )}
      </Text>
      <CloseButton aria-label="Dismiss announcement" onClick={dismiss} size="sm" />
    </Group>
  )
}
