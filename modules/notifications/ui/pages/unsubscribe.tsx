import { Head, router } from '@inertiajs/react'
import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'

type Props = { done: boolean; label: string | null; token: string | null; resubscribed: boolean }

/** notifications/unsubscribe — where an email's unsubscribe link lands (no sign-in needed). */
export default function Unsubscribe({ done, label, token, resubscribed }: Props) {
  return (
    <Container size="xs" py="xl">
      <Head title="Email preferences" />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {!done ? 'This link does not work' : resubscribed ? 'Emails are back on' : 'You are unsubscribed'}
          </Title>
          <Text>
            {!done
              ? 'The unsubscribe link is not valid or has expired. Sign in and choose your emails in your notification settings.'
              : resubscribed
                ? `We will email you about ${label?.toLowerCase()} again.`
                : `We will no longer email you about ${label?.toLowerCase()}. It still shows up in your notifications on Peerhaven.`}
          </Text>
          {done && token && !resubscribed ? (
            <Button
              variant="light"
              onClick={() => router.post(urlFor('unsubscribe.undo'), { token })}
              style={{ alignSelf: 'flex-start' }}
            >
              Undo: keep sending them
            </Button>
          ) : null}
          <Anchor href={urlFor('settings.show_notifications')}>All notification settings</Anchor>
        </Stack>
      </Paper>
    </Container>
  )
}
