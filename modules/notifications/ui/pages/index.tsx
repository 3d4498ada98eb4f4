import { router } from '@inertiajs/react'
import { Container, Pagination, Paper, Stack, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'
import { NotificationList } from '../components/notification_list'

type Props = {
  notifications: Data.Notifications.Notification[]
  meta: { total: number; currentPage: number; lastPage: number }
}

/** notifications/index — /notifications: every notification, newest first (issue 14 §2). */
export default function NotificationsIndex({ notifications, meta }: Props) {
  return (
    <Container size="sm" py="xl">
      <PageHeader
        title="Notifications"
        description="Mentions and other news about you, newest first."
      />
      <Stack gap="md">
        {notifications.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed">
              You have no notifications yet. When someone mentions you, it shows up here.
            </Text>
          </Paper>
        ) : (
          <Paper withBorder radius="md" p={4}>
            <NotificationList items={notifications} />
          </Paper>
        )}
        {meta.lastPage > 1 && (
          <Pagination
            total={meta.lastPage}
            value={meta.currentPage}
            onChange={(page) => router.get('/notifications', { page })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Stack>
    </Container>
  )
}
