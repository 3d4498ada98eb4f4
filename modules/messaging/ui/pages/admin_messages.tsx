import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core'
import { ListFooter } from '~/components/list_footer'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { instantWithYearText } from '~/lib/time'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import type { RichTextContent } from '../../../rich_text/shared/index'
import { RichTextView } from '../../../rich_text/ui/index'
import {
  CONTENT_FLAG_STATUSES,
  reportReason,
  type ContentFlagStatus,
  type ReviewOutcome,
} from '../../../safety/shared/index'

type StaffMessage = Data.Messaging.StaffMessage
type Props = {
  admin: Data.Kernel.AdminFrame
  messages: StaffMessage[]
  meta: { total: number; currentPage: number; lastPage: number; perPage: number }
  filters: { status: ContentFlagStatus; page: number }
  mayReadConversations: boolean
}

const STATUS_LABEL: Record<ContentFlagStatus, string> = {
  open: 'To review',
  upheld: 'Hidden',
  dismissed: 'Delivered',
}

function authorLine(message: StaffMessage) {
  if (message.authorName === null) return 'A deleted account'
  const age =
    message.authorIsAdult === null ? 'age unknown' : message.authorIsAdult ? 'adult' : 'minor'
  return `${message.authorName} (${age})`
}

function StaffMessageCard({
  message,
  timezone,
  mayRead,
  open,
}: {
  message: StaffMessage
  timezone: string
  mayRead: boolean
  open: boolean
}) {
  const [busy, setBusy] = useState<ReviewOutcome | null>(null)
  const review = (outcome: ReviewOutcome) => {
    setBusy(outcome)
    router.post(
      urlFor('safety.moderation.review', { id: message.flagId }),
      { outcome },
      { preserveScroll: true, onFinish: () => setBusy(null) }
    )
  }
  const state = message.hidden
    ? { label: 'Hidden', color: 'red' }
    : message.held
      ? { label: 'Held, not delivered', color: 'orange' }
      : { label: 'Delivered', color: 'teal' }
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-labelledby={`message-${message.flagId}-title`}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} id={`message-${message.flagId}-title`}>
            {reportReason(message.category).label}
          </Text>
          <Badge color={state.color} variant="light" tt="none">
            {state.label}
          </Badge>
          <Badge color="gray" variant="outline" tt="none">
            {message.conversationType} conversation
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {authorLine(message)} · sent {instantWithYearText(message.sentAt, timezone)} · flagged{' '}
          {instantWithYearText(message.flaggedAt, timezone)}
        </Text>
        <Paper withBorder p="sm" radius="sm" style={{ overflowWrap: 'anywhere' }}>
          <RichTextView content={message.body as RichTextContent} />
        </Paper>
        {message.earlierVersions.map((version, index) => (
          <Paper
            key={index}
            withBorder
            p="xs"
            radius="sm"
            bg="var(--mantine-color-gray-light)"
            style={{ overflowWrap: 'anywhere' }}
          >
            <Text size="xs" c="dimmed">
              Earlier version, replaced {instantWithYearText(version.replacedAt, timezone)}
            </Text>
            <RichTextView content={version.body as RichTextContent} />
          </Paper>
        ))}
        {message.flagDetails && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.flagDetails}
          </Text>
        )}
        {mayRead && (
          <Anchor href={urlFor('messaging.review', { uuid: message.conversationUuid })} size="sm">
            Read the whole conversation (recorded in the audit log)
          </Anchor>
        )}
        {open && (
          <Group gap="xs">
            <Button
              color="red"
              size="sm"
              loading={busy === 'upheld'}
              disabled={busy !== null}
              onClick={() => review('upheld')}
            >
              Hide it
            </Button>
            {!message.hidden && (
              <Button
                variant="default"
                size="sm"
                loading={busy === 'dismissed'}
                disabled={busy !== null}
                onClick={() => review('dismissed')}
              >
                {message.held ? 'Deliver it' : 'Nothing wrong'}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  )
}

/** messaging/admin_messages — held and reported messages for policy staff (spec 000 §6.3 "Messages"; issue 13 §4). */
export default function AdminMessages({
  admin,
  messages,
  meta,
  filters,
  mayReadConversations,
}: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone ?? 'UTC'
  const visit = (next: Partial<Props['filters']>) => {
    const merged = { ...filters, page: 1, ...next }
    router.get(urlFor('messaging.admin.index'), {
      status: merged.status === 'open' ? undefined : merged.status,
      page: merged.page === 1 ? undefined : merged.page,
    })
  }
  return (
    <AdminLayout
      admin={admin}
      title="Messages"
      description="Messages held for review (contact details between a minor and an adult) and messages someone reported. Oldest first."
    >
      <SegmentedControl
        mb="md"
        aria-label="Which messages"
        data={CONTENT_FLAG_STATUSES.map((status) => ({
          value: status,
          label: STATUS_LABEL[status],
        }))}
        value={filters.status}
        onChange={(value) => visit({ status: value as ContentFlagStatus })}
      />
      {messages.length === 0 ? (
        <Text>
          {filters.status === 'open' ? 'No message is waiting for review.' : 'No messages here.'}
        </Text>
      ) : (
        <Stack gap="sm">
          {messages.map((message) => (
            <StaffMessageCard
              key={message.flagId}
              message={message}
              timezone={timezone}
              mayRead={mayReadConversations}
              open={filters.status === 'open'}
            />
          ))}
        </Stack>
      )}
      <ListFooter meta={meta} one="message" many="messages" onPage={(page) => visit({ page })} />
    </AdminLayout>
  )
}
