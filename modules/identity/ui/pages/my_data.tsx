import type { FormEvent } from 'react'
import { Head, useForm, usePage } from '@inertiajs/react'
import { Alert, Button, Group, List, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconDownload, IconTrash } from '@tabler/icons-react'
import { SettingsShell } from '../components/SettingsNav'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { SharedProps } from '~/lib/shared_props'

type DeleteForm = { username: string; password: string }

/** identity/my_data — GET /settings/data: download everything we keep, or delete the account. */
export default function MyData({ purgeDays }: { purgeDays: number }) {
  const username = usePage<SharedProps>().props.user?.username ?? ''
  const form = useForm<DeleteForm>({ username: '', password: '' })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post('/settings/data/delete', { preserveScroll: true, onFinish: () => form.reset('password') })
  }

  return (
    <>
      <Head title="Your data" />
      <SettingsShell active="data" description="What Peerhaven keeps about you, and how to take it with you or erase it.">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              Download your data
            </Title>
            <Text>
              One file (JSON) with your account details, the sessions you joined or hosted, your uploads and the rest of what we keep
              about you. It does not include other people&apos;s details.
            </Text>
            <Group>
              <Button component="a" href="/settings/data/export" download leftSection={<IconDownload size={18} aria-hidden />}>
                Download my data
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h3">
                Delete your account
              </Title>
              <Text>When you delete your account:</Text>
              <List spacing={4}>
                <List.Item>you are signed out everywhere and nobody can find your profile;</List.Item>
                <List.Item>
                  after {purgeDays} days your name, username, e-mail, birth date and phone number are erased for good;
                </List.Item>
                <List.Item>
                  posts and messages you wrote stay where they are; once your details are erased they show as written by &ldquo;Deleted
                  account&rdquo;.
                </List.Item>
              </List>
              <Alert color="red" variant="light">
                Changed your mind within {purgeDays} days? Write to support and we can restore it.
              </Alert>
              <TextInput
                label={`Type your username (${username}) to confirm`}
                name="username"
                autoComplete="off"
                value={form.data.username}
                onChange={(event) => form.setData('username', event.currentTarget.value)}
                error={errorOf(errors, 'username')}
              />
              <PasswordInput
                label="Your password"
                name="password"
                autoComplete="current-password"
                value={form.data.password}
                onChange={(event) => form.setData('password', event.currentTarget.value)}
                error={errorOf(errors, 'password')}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  color="red"
                  leftSection={<IconTrash size={18} aria-hidden />}
                  loading={form.processing}
                  disabled={form.processing || form.data.username !== username || form.data.password.length === 0}
                >
                  Delete my account
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </SettingsShell>
    </>
  )
}
