import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button, Checkbox, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { CHANNEL_LABELS, CHANNELS, type Channel } from '../../shared/index'
import { PushToggle } from '../components/push_toggle'

type Row = { kind: string; label: string; channels: Array<{ channel: Channel; on: boolean }> }
type Switch = { kind: string; channel: Channel; enabled: boolean }

/**
 * /settings/notifications: each kind of notification × where it reaches you (in-app, email, text
 * message). A box exists only for the channels a kind uses. One form, saved together.
 */
export default function ChannelPreferences({ rows, pushKey }: { rows: Row[]; pushKey: string | null }) {
  const form = useForm<{ preferences: Switch[] }>({
    preferences: rows.flatMap((row) => row.channels.map(({ channel, on }) => ({ kind: row.kind, channel, enabled: on }))),
  })
  const errors = useFormErrors(form)
  const isOn = (kind: string, channel: Channel) =>
    form.data.preferences.find((item) => item.kind === kind && item.channel === channel)?.enabled ?? false
  const toggle = (kind: string, channel: Channel, enabled: boolean) =>
    form.setData(
      'preferences',
      form.data.preferences.map((item) => (item.kind === kind && item.channel === channel ? { ...item, enabled } : item))
    )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.put(urlFor('notification_settings.update_channels'), { preserveScroll: true })
  }

  // The push column only where push is configured (the server lists it for no kind otherwise).
  const channels = CHANNELS.filter((channel) => channel !== 'push' || pushKey !== null)

  if (rows.length === 0) return null
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              Where each notification reaches you
            </Title>
            <Text size="sm" c="dimmed">
              Text messages need a verified phone number. Every email has a link to stop emails like it.
            </Text>
          </Stack>
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Notification</Table.Th>
                  {channels.map((channel) => (
                    <Table.Th key={channel} ta="center">
                      {CHANNEL_LABELS[channel]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.kind}>
                    <Table.Th scope="row" fw={500}>
                      {row.label}
                    </Table.Th>
                    {channels.map((channel) => (
                      <Table.Td key={channel}>
                        <Group justify="center">
                          {row.channels.some((item) => item.channel === channel) ? (
                            <Checkbox
                              aria-label={`${row.label}: ${CHANNEL_LABELS[channel]}`}
                              checked={isOn(row.kind, channel)}
                              onChange={(event) => toggle(row.kind, channel, event.currentTarget.checked)}
                            />
                          ) : (
                            <Text c="dimmed" size="sm">
                              <span aria-hidden="true">—</span>
                              <VisuallyHidden>Not sent this way</VisuallyHidden>
                            </Text>
                          )}
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pushKey ? <PushToggle publicKey={pushKey} /> : null}
          {errorOf(errors, 'preferences') ? (
            <Text c="red" size="sm" role="alert">
              {errorOf(errors, 'preferences')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={form.processing} disabled={form.processing}>
              Save where they reach you
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
