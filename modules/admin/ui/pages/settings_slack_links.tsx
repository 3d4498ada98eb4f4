import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { ListEditor } from '../components/list_editor'
import type { Data } from '~generated/data'

type Link = Data.Admin.SlackLink
type Props = { admin: Data.Kernel.AdminFrame; links: Link[]; limits: { links: number } }

/** admin/settings_slack_links — links to the community Slack channels (https only). */
export default function AdminSettingsSlackLinks({ admin, links, limits }: Props) {
  const form = useForm<{ links: Link[] }>({ links })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.put('/admin/settings-slack-links', { preserveScroll: true })
  }

  return (
    <AdminLayout admin={admin} title="Settings: Slack Links" description="Links to the community Slack channels. Only https:// addresses are accepted.">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {errorOf(errors, 'links') && (
            <Alert color="red" role="alert">
              {errorOf(errors, 'links')}
            </Alert>
          )}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <ListEditor
              items={form.data.links}
              onChange={(items) => form.setData('links', items)}
              blank={() => ({ label: '', url: '' })}
              max={limits.links}
              noun="link"
              emptyText="No Slack links yet."
              itemLabel={(item, index) => item.label || `link ${index + 1}`}
              renderItem={(item, index, update) => (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Label"
                    required
                    maxLength={80}
                    value={item.label}
                    onChange={(event) => update({ ...item, label: event.currentTarget.value })}
                    error={errorOf(errors, `links.${index}.label`)}
                  />
                  <TextInput
                    label="Address"
                    placeholder="https://"
                    required
                    maxLength={500}
                    value={item.url}
                    onChange={(event) => update({ ...item, url: event.currentTarget.value })}
                    error={errorOf(errors, `links.${index}.url`)}
                  />
                </SimpleGrid>
              )}
            />
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" loading={form.processing} disabled={form.processing}>
              Save Slack links
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminLayout>
  )
}
