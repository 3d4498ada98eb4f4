import { usePage } from '@inertiajs/react'
import { Badge, Card, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import type { SharedProps } from '~/lib/shared_props'
import { instantWithYearText } from '~/lib/time'
import type { Data } from '~generated/data'
import { AdminMessageForm } from '../components/admin_message_form'

type Props = { admin: Data.Kernel.AdminFrame; messages: Data.Safety.AdminMessage[]; templates: Data.Safety.AdminMessageTemplate[] }

/** safety/admin_messages — messages from the moderation team and whether they were acknowledged. */
export default function AdminMessages({ admin, messages, templates }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone ?? 'UTC'
  return (
    <AdminLayout admin={admin} title="Admin Messages" description="A message blocks the person's pages until they acknowledge it.">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="lg">
        <Title order={2} fz="h4" mb="sm">
          Send a message
        </Title>
        <AdminMessageForm templates={templates} />
      </Paper>
      <Stack gap="sm">
        {messages.length === 0 && <Text>No messages sent yet.</Text>}
        {messages.map((message) => (
          <Card key={message.id} withBorder padding="md" component="article">
            <Group gap="xs" mb={4}>
              <Text fw={700}>To {message.recipientName}</Text>
              <Badge color={message.acknowledged ? 'green' : 'yellow'} variant="light">
                {message.acknowledged ? 'Acknowledged' : 'Waiting'}
              </Badge>
              {message.type === 'detected-issue-warning' && <Badge variant="outline">Detected-issue warning</Badge>}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.content}
            </Text>
            <Text size="sm" c="dimmed">
              From {message.senderName ?? 'the platform'} · {instantWithYearText(message.createdAt, timezone)}
              {message.acknowledgmentText && ` · must type “${message.acknowledgmentText}”`}
            </Text>
          </Card>
        ))}
      </Stack>
    </AdminLayout>
  )
}
