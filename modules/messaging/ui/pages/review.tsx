import { router } from '@inertiajs/react'
import { Alert, Button, Container, Stack, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { MessageBubble } from '../components/message_bubble'

type Props = { title: string; type: string; messages: Data.Messaging.ReviewedMessage[]; mayHide: boolean }

/**
 * messaging/review — /messages/review/<uuid>: safety staff read a conversation they are not in
 * (issue 14 §1), held and hidden messages included. Every visit is recorded in the audit log.
 */
export default function Review({ title, type, messages, mayHide }: Props) {
  return (
    <Container size="md" py="xl">
      <PageHeader title={`Review: ${title}`} description={`A ${type} conversation, newest 200 messages.`} />
      <Alert color="blue" mb="md">
        Your reading of this conversation is recorded in the staff audit log.
      </Alert>
      <Stack gap="xs">
        {messages.length === 0 && <Text c="dimmed">No messages.</Text>}
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            actions={
              mayHide && !message.hidden ? (
                <Button size="xs" variant="light" color="red" style={{ alignSelf: 'flex-start' }} onClick={() => router.post(urlFor('messaging.messages.hide', { id: message.id }), {}, { preserveScroll: true })}>
                  Hide this message
                </Button>
              ) : null
            }
          />
        ))}
      </Stack>
    </Container>
  )
}
