import type { FormEvent } from 'react'
import { usePage, useForm } from '@inertiajs/react'
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Table, TagsInput, Text, Title } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'
import { AdminLayout } from '~/components/admin_layout'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { formatInstant } from '../components/format'
import type { Data } from '~generated/data'

type Settings = Data.Admin.WebsiteSettings

type Props = {
  admin: Data.Kernel.AdminFrame
  settings: Settings
  featured: Data.Admin.FeaturedSession[]
  limits: { featuredSessions: number }
}

const toCount = (value: string | number) => (value === '' ? null : Number(value))

/** admin/settings_website — the website settings of spec 001 §3.5 that exist so far. */
export default function AdminSettingsWebsite({ admin, settings, featured, limits }: Props) {
  const timezone = usePage<SharedProps>().props.user?.timezone
  const form = useForm<Settings>(settings)
  const errors = useFormErrors(form)
  const featuredError = Object.keys(errors)
    .filter((key) => key === 'featuredSessions' || key.startsWith('featuredSessions.'))
    .map((key) => errorOf(errors, key))
    .find(Boolean)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.put('/admin/settings', { preserveScroll: true })
  }

  const count = (key: 'publicCountTutors' | 'publicCountLearners' | 'publicCountSessions', label: string) => (
    <NumberInput
      label={label}
      description="Empty: counted automatically"
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      value={form.data[key] ?? ''}
      onChange={(value) => form.setData(key, toCount(value))}
      error={errorOf(errors, key)}
    />
  )

  return (
    <AdminLayout admin={admin} title="Settings: Website" description="Account approval, public counts and featured sessions.">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="h4" mb="md">
              New accounts
            </Title>
            <Switch
              label="Require account approval after registration"
              description="When on, accounts that finish onboarding wait for a staff review before they are approved."
              checked={form.data.requireRegistrationAccountApproval}
              onChange={(event) => form.setData('requireRegistrationAccountApproval', event.currentTarget.checked)}
            />
          </Paper>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="h4" mb="md">
              Public counts
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {count('publicCountTutors', 'Tutors')}
              {count('publicCountLearners', 'Learners')}
              {count('publicCountSessions', 'Sessions')}
            </SimpleGrid>
          </Paper>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="h4" mb="md">
              Featured sessions
            </Title>
            <TagsInput
              label="Session ids"
              description={`Up to ${limits.featuredSessions}, in the order they are shown. Type an id and press Enter.`}
              value={form.data.featuredSessions.map(String)}
              onChange={(values) =>
                form.setData(
                  'featuredSessions',
                  values.filter((value) => /^\d{1,9}$/.test(value.trim())).map((value) => Number(value.trim()))
                )
              }
              maxTags={limits.featuredSessions}
              clearable
              error={featuredError}
            />
            {featured.length > 0 && (
              <Table.ScrollContainer minWidth={360} mt="md">
                <Table withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Id</Table.Th>
                      <Table.Th>Session</Table.Th>
                      <Table.Th>Starts</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {featured.map((session) => (
                      <Table.Tr key={session.id}>
                        <Table.Td>{session.id}</Table.Td>
                        <Table.Td>{session.title ?? <Text c="dimmed">Deleted session</Text>}</Table.Td>
                        <Table.Td>{formatInstant(session.startDate, timezone)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>

          <Group justify="flex-end">
            <Button type="submit" loading={form.processing} disabled={form.processing}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminLayout>
  )
}
