import type { FormEvent } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { Anchor, Button, Code, Group, List, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import {
  PROGRAM_EMAIL_BODY_MAX,
  PROGRAM_EMAIL_GREETING,
  PROGRAM_EMAIL_PHASE_INFO,
  PROGRAM_EMAIL_PLACEHOLDERS,
  PROGRAM_EMAIL_PLACEHOLDER_INFO,
  PROGRAM_EMAIL_SUBJECT_MAX,
  fillProgramEmail,
  programEmailParagraphs,
} from '../../shared/index'

type Email = Data.Programs.ProgramEmail
type Props = { admin: Data.Kernel.AdminFrame; email: Email }
type Fields = { subject: string; body: string; enabled: boolean }

/** The email as a person gets it, with the sample values (text only: React escapes everything). */
function Preview({ email, data }: { email: Email; data: Fields }) {
  const fill = (text: string) => fillProgramEmail(text, email.sample)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="program-email-preview">
      <Title order={2} fz="h4" id="program-email-preview">
        Preview
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        As {email.sample.name} would get it{email.phase === 'tutor_registration_opens' ? '' : ' (a learner)'}, for {email.sample.iteration}.
      </Text>
      <Stack gap="xs" style={{ overflowWrap: 'anywhere' }}>
        <Text fw={600}>Subject: {fill(data.subject) || '—'}</Text>
        <Text>{fill(PROGRAM_EMAIL_GREETING)}</Text>
        {programEmailParagraphs(fill(data.body)).map((paragraph, index) => (
          <Text key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {email.footer}
        </Text>
      </Stack>
    </Paper>
  )
}

/** programs/admin_program_email — a program's email for one iteration phase (issue 17 §4). */
export default function AdminProgramEmail({ admin, email }: Props) {
  const form = useForm<Fields>({ subject: email.subject, body: email.body, enabled: email.enabled })
  const errors = useFormErrors(form)
  const info = PROGRAM_EMAIL_PHASE_INFO[email.phase]
  const target = { program: email.programSlug, phase: email.phase }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.put(urlFor('programs.admin.emails.update', target), { preserveScroll: true })
  }

  return (
    <AdminLayout
      admin={admin}
      title={`${email.programTitle}: ${info.label}`}
      description={`Sent ${info.when}, to ${info.to}; once to each person per iteration, and only while the email is on.`}
      actions={
        <Anchor component={Link} href={urlFor('programs.admin.emails.index')}>
          All program emails
        </Anchor>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={submit} noValidate>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              {!email.saved && (
                <Text size="sm" c="dimmed">
                  Not saved yet: this is a suggested text. Nothing is sent until you save it with the email on.
                </Text>
              )}
              <TextInput
                label="Subject"
                required
                maxLength={PROGRAM_EMAIL_SUBJECT_MAX}
                value={form.data.subject}
                onChange={(event) => form.setData('subject', event.currentTarget.value)}
                error={errorOf(errors, 'subject')}
              />
              <Textarea
                label="Email"
                description={`Plain text; a blank line starts a new paragraph. At most ${PROGRAM_EMAIL_BODY_MAX} characters.`}
                required
                autosize
                minRows={8}
                maxLength={PROGRAM_EMAIL_BODY_MAX}
                value={form.data.body}
                onChange={(event) => form.setData('body', event.currentTarget.value)}
                error={errorOf(errors, 'body')}
              />
              <Switch
                label="Send this email"
                description="Off: nothing is sent. Turn it on before the phase's date: a phase that passed while the email was off is not sent later."
                checked={form.data.enabled}
                onChange={(event) => form.setData('enabled', event.currentTarget.checked)}
                error={errorOf(errors, 'enabled')}
              />
              <div>
                <Text size="sm" fw={500} mb={4}>
                  Placeholders
                </Text>
                <List size="sm" spacing={2}>
                  {PROGRAM_EMAIL_PLACEHOLDERS.map((key) => (
                    <List.Item key={key}>
                      <Code>{`{${key}}`}</Code> {PROGRAM_EMAIL_PLACEHOLDER_INFO[key]}
                    </List.Item>
                  ))}
                </List>
              </div>
              <Group justify="flex-end">
                <Button type="submit" loading={form.processing} disabled={form.processing}>
                  Save email
                </Button>
              </Group>
            </Stack>
          </Paper>
        </form>
        <Preview email={email} data={form.data} />
      </SimpleGrid>
    </AdminLayout>
  )
}
