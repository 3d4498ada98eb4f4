import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { ListEditor } from '../components/list_editor'
import type { Data } from '~generated/data'

type Source = Data.Admin.MarketingSource
type Props = { admin: Data.Kernel.AdminFrame; sources: Source[]; limits: { sources: number } }

/** admin/settings_marketing_sources — the "How did you hear about us?" choices. */
export default function AdminSettingsMarketingSources({ admin, sources, limits }: Props) {
  const form = useForm<{ sources: Source[] }>({ sources })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.put('/admin/settings-marketing-sources', { preserveScroll: true })
  }

  return (
    <AdminLayout admin={admin} title="Settings: Marketing Sources" description="The choices people pick from when they tell us how they heard about Peerhaven.">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {errorOf(errors, 'sources') && (
            <Alert color="red" role="alert">
              {errorOf(errors, 'sources')}
            </Alert>
          )}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <ListEditor
              items={form.data.sources}
              onChange={(items) => form.setData('sources', items)}
              blank={() => ({ slug: '', label: '' })}
              max={limits.sources}
              noun="source"
              emptyText="No marketing sources yet."
              itemLabel={(item, index) => item.label || `source ${index + 1}`}
              renderItem={(item, index, update) => (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Label"
                    required
                    maxLength={80}
                    value={item.label}
                    onChange={(event) => update({ ...item, label: event.currentTarget.value })}
                    error={errorOf(errors, `sources.${index}.label`)}
                  />
                  <TextInput
                    label="Slug"
                    description="Stored on accounts; lowercase letters, numbers and dashes."
                    required
                    maxLength={60}
                    value={item.slug}
                    onChange={(event) => update({ ...item, slug: event.currentTarget.value })}
                    error={errorOf(errors, `sources.${index}.slug`)}
                  />
                </SimpleGrid>
              )}
            />
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" loading={form.processing} disabled={form.processing}>
              Save marketing sources
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminLayout>
  )
}
