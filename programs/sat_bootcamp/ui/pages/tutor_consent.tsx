import type { ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Checkbox, Container, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type StatementKey = 'hostEverySession' | 'attendOnboarding' | 'followGuidelines' | 'stayOnPlatform'
type ParentStatus = 'not_asked' | 'requested' | 'granted' | 'revoked'

type Props = {
  statements: Record<StatementKey, string>
  agreement: { version: string; signedAt: string } | null
  inviteCode: string | null
  minor: boolean
  parent: ParentStatus
  onboarded: boolean
  canPublish: boolean
  links: Record<'requestConsent' | 'onboarding' | 'publish' | 'tutorView', string>
}

const PARENT_TEXT: Record<ParentStatus, string> = {
  not_asked: 'Not asked yet',
  requested: 'Asked, waiting for your parent or guardian',
  granted: 'Done',
  revoked: 'Withdrawn by your parent or guardian',
}

const KEYS: StatementKey[] = ['hostEverySession', 'attendOnboarding', 'followGuidelines', 'stayOnPlatform']

function AgreementForm({ statements, inviteCode }: Pick<Props, 'statements' | 'inviteCode'>) {
  const form = useForm({ signedName: '', inviteCode: inviteCode ?? '', hostEverySession: false, attendOnboarding: false, followGuidelines: false, stayOnPlatform: false })
  const errors = useFormErrors(form)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.post('/sat-bootcamp/tutor/consent', { preserveScroll: true })
      }}
    >
      <Stack gap="md">
        {KEYS.map((key) => (
          <Checkbox key={key} label={statements[key]} checked={form.data[key]} onChange={(event) => form.setData(key, event.currentTarget.checked)} error={errorOf(errors, key)} />
        ))}
        <TextInput
          label="Type your full name to sign"
          required
          autoComplete="name"
          value={form.data.signedName}
          onChange={(event) => form.setData('signedName', event.currentTarget.value)}
          error={errorOf(errors, 'signedName')}
        />
        {errorOf(errors, 'inviteCode') && <Text c="red" size="sm">{errorOf(errors, 'inviteCode')}</Text>}
        <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
          I agree
        </Button>
      </Stack>
    </form>
  )
}

function Step({ done, title, children }: { done: boolean; title: string; children?: ReactNode }) {
  return (
    <List.Item>
      <Group gap="xs">
        <Text fw={600}>{title}</Text>
        <Badge variant="light" color={done ? 'green' : 'gray'}>
          {done ? 'Done' : 'To do'}
        </Badge>
      </Group>
      {children}
    </List.Item>
  )
}

/* /sat-bootcamp/tutor/consent?invite_code= (spec 000 §2.1–2.2): the SAT tutor agreement and the steps before publishing. */
export default function TutorConsent({ statements, agreement, inviteCode, minor, parent, onboarded, canPublish, links }: Props) {
  return (
    <Container size="sm" py="xl">
      <PageHeader title="Become an SAT bootcamp tutor" description="Four steps before you publish your first bootcamp." />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="steps-heading">
          <Title order={2} fz="h4" mb="sm" id="steps-heading">
            Your steps
          </Title>
          <List type="ordered" spacing="md">
            <Step done={Boolean(agreement)} title="Sign the tutor agreement">
              {agreement && <Text size="sm">Signed on {agreement.signedAt.slice(0, 10)}.</Text>}
            </Step>
            {minor && (
              <Step done={parent === 'granted'} title="A parent or guardian consents">
                <Text size="sm">Tutors under 18 need a parent or guardian's consent. {PARENT_TEXT[parent]}.</Text>
                {parent !== 'granted' && (
                  <Button component={Link} href={links.requestConsent} size="xs" mt={4} variant="default">
                    {parent === 'not_asked' ? 'Ask a parent or guardian' : 'Ask again'}
                  </Button>
                )}
              </Step>
            )}
            <Step done={onboarded} title="Attend an onboarding session">
              {!onboarded && (
                <Anchor component={Link} href={links.onboarding} size="sm">
                  See the onboarding sessions
                </Anchor>
              )}
            </Step>
            <Step done={false} title="Publish a bootcamp">
              {canPublish ? (
                <Button component={Link} href={links.publish} size="xs" mt={4}>
                  Publish a bootcamp
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  Available once the steps above are done and publishing is open for the next SAT test.
                </Text>
              )}
            </Step>
          </List>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="agreement-heading">
          <Title order={2} fz="h4" mb="sm" id="agreement-heading">
            The tutor agreement
          </Title>
          {agreement ? (
            <Alert variant="light" color="green" title="Signed">
              You signed the SAT bootcamp tutor agreement. Thank you for volunteering.
            </Alert>
          ) : (
            <AgreementForm statements={statements} inviteCode={inviteCode} />
          )}
        </Paper>
        <Anchor component={Link} href={links.tutorView}>
          Back to SAT Bootcamp for tutors
        </Anchor>
      </Stack>
    </Container>
  )
}
