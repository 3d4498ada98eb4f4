import { router } from '@inertiajs/react'
import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import type { RichTextContent } from '../../../rich_text/shared/index'
import { RichTextView } from '../../../rich_text/ui/index'
import type { Data } from '~generated/data'
import { MessageBubble } from '../components/message_bubble'

type Props = { title: string; type: string; messages: Data.Messaging.ReviewedMessage[]; mayHide: boolean }

/**
 * messaging/review — /messages/review/<uuid>: safety staff read a conversation they are not in
 * (issue 14 §1), held and hidden messages included. Every visit is recorded in the audit log.
 */
export default function Review({ title, type, messages, mayHide }: Props) {
  const zone = useZone()
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
              <>
                {message.earlierVersions.map((version, index) => (
                  <Paper key={index} withBorder p="xs" radius="sm" bg="var(--mantine-color-gray-light)">
                    <Text size="xs" c="dimmed">
                      Earlier version, replaced {instantText(version.replacedAt, zone)}
                    </Text>
                    <RichTextView content={version.body as RichTextContent} />
                  </Paper>
                ))}
                {mayHide && !message.hidden ? (
                  <Button size="xs" variant="light" color="red" style={{ alignSelf: 'flex-start' }} onClick={() => router.post(urlFor('messaging.messages.hide', { id: message.id }), {}, { preserveScroll: true })}>
                    Hide this message
                  </Button>
                ) : null}
              </>
            }
          />
        ))}
      </Stack>
    </Container>
  )
}
