import { useState } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core'
import { ListFooter } from '~/components/list_footer'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { instantWithYearText } from '~/lib/time'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { COMMENT_MESSAGES, type CommentState } from '../../shared/index'

type StaffComment = Data.SessionComments.AdminSessionComment
type Filter = 'all' | 'held' | 'hidden'
type Props = {
  admin: Data.Kernel.AdminFrame
  comments: StaffComment[]
  meta: { total: number; currentPage: number; lastPage: number }
  filters: { filter: Filter; page: number }
}

const STATE_BADGE: Record<CommentState, { label: string; color: string }> = {
  visible: { label: 'Visible', color: 'teal' },
  held: { label: COMMENT_MESSAGES.heldForReview, color: 'orange' },
  hidden: { label: 'Hidden', color: 'red' },
}

function CommentCard({ comment, timezone }: { comment: StaffComment; timezone: string }) {
  const [busy, setBusy] = useState(false)
  const act = (hide: boolean) => {
    setBusy(true)
    router.post(
      urlFor(hide ? 'session_comments.hide' : 'session_comments.unhide', { id: comment.id }),
      {},
      { preserveScroll: true, onFinish: () => setBusy(false) }
    )
  }
  const badge = STATE_BADGE[comment.state]
  const titleId = `session-comment-${comment.id}-title`
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} id={`session-comment-${comment.id}`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} id={titleId}>
            {comment.authorName}
            {comment.authorUsername ? ` (@${comment.authorUsername})` : ''}
          </Text>
          <Badge color={badge.color} variant="light" tt="none">
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          On{' '}
          <Anchor component={Link} href={`/session/${comment.sessionId}`} underline="always">
            {comment.sessionTitle}
          </Anchor>{' '}
          · {instantWithYearText(comment.createdAt, timezone)}
          {comment.state === 'hidden' && comment.hiddenByName ? ` · hidden by ${comment.hiddenByName}` : ''}
        </Text>
        <Paper withBorder p="sm" radius="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.message}
        </Paper>
        {comment.messageSafe !== comment.message && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Others read: {comment.messageSafe}
          </Text>
        )}
        <Group gap="xs">
          {comment.state !== 'hidden' && (
            <Button color="red" size="sm" loading={busy} onClick={() => act(true)}>
              Hide
            </Button>
          )}
          {comment.state !== 'visible' && (
            <Button variant="default" size="sm" loading={busy} onClick={() => act(false)}>
              {comment.state === 'held' ? 'Release' : 'Unhide'}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

/** session_comments/admin — comments on session pages for policy and mentor staff (spec 000 §6.3 "Comments"). */
export default function SessionCommentsAdmin({ admin, comments, meta, filters }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone ?? 'UTC'
  const visit = (next: Partial<Props['filters']>) => {
    const merged = { ...filters, page: 1, ...next }
    router.get(urlFor('session_comments.admin'), {
      filter: merged.filter === 'all' ? undefined : merged.filter,
      page: merged.page === 1 ? undefined : merged.page,
    })
  }
  return (
    <AdminLayout
      admin={admin}
      title="Session comments"
      description="Comments on session pages, newest first. Held comments carry contact details between a minor and an adult and wait for review."
    >
      <SegmentedControl
        mb="md"
        aria-label="Which comments"
        data={[
          { value: 'all', label: 'All' },
          { value: 'held', label: 'Held only' },
          { value: 'hidden', label: 'Hidden' },
        ]}
        value={filters.filter}
        onChange={(value) => visit({ filter: value as Filter })}
      />
      {comments.length === 0 ? (
        <Text>{filters.filter === 'held' ? 'No comment is waiting for review.' : 'No comments here.'}</Text>
      ) : (
        <Stack gap="sm">
          {comments.map((comment) => (
            <CommentCard key={comment.id} comment={comment} timezone={timezone} />
          ))}
        </Stack>
      )}
      <ListFooter meta={meta} one="comment" many="comments" onPage={(page) => visit({ page })} />
    </AdminLayout>
  )
}
