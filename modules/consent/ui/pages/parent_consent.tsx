import { useForm } from '@inertiajs/react'
import { Button, Checkbox, Container, List, Paper, Radio, Stack, Text, TextInput, Title, Group } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Statements = { confirmGuardian: string; confirmParticipation: string; confirmRevocable: string }
type Props = {
  token: string
  learnerFirstName: string
  guardianName: string
  program: { title: string; description: string; steps: string[] }
  statements: Statements
}

/** consent/parent_consent — /parent-consent/{link}: a parent's consent from the emailed link, no account (issue 16 §1). */
export default function ParentConsent({ token, learnerFirstName, guardianName, program, statements }: Props) {
  const form = useForm({ relationship: '', signedName: guardianName, confirmGuardian: false, confirmParticipation: false, confirmRevocable: false })
  const errors = useFormErrors(form)
  const box = (name: keyof Statements) => (
    <Checkbox
      label={statements[name]}
      checked={form.data[name]}
      onChange={(event) => form.setData(name, event.currentTarget.checked)}
      error={errorOf(errors, name)}
    />
  )
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={`Consent for ${learnerFirstName}`} description={`${learnerFirstName} asked for your consent to take part in ${program.title} on Peerhaven.`} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="what-heading">
          <Title order={2} fz="h4" mb="sm" id="what-heading">
            What {learnerFirstName} is asking for
          </Title>
          <Stack gap="sm">
            <Text>{program.description}</Text>
            {program.steps.length > 0 && (
              <>
                <Text fw={600}>Before registering, the program asks for:</Text>
                <List>
                  {program.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              </>
            )}
            <Text size="sm" c="dimmed">
              Peerhaven is a free peer-tutoring platform run by volunteers. Sessions are live, online and in groups; we never show a learner's full name or age to
              other members.
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="form-heading">
          <Title order={2} fz="h4" mb="sm" id="form-heading">
            Your consent
          </Title>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              form.post(urlFor('consent.parent.store', { token }), { preserveScroll: true })
            }}
          >
            <Stack gap="md">
              <Radio.Group label="I am" required value={form.data.relationship} onChange={(value) => form.setData('relationship', value)} error={errorOf(errors, 'relationship')}>
                <Group mt={4}>
                  <Radio value="parent" label="A parent" />
                  <Radio value="guardian" label="A legal guardian" />
                </Group>
              </Radio.Group>
              {box('confirmGuardian')}
              {box('confirmParticipation')}
              {box('confirmRevocable')}
              <TextInput
                label="Type your full name to sign"
                required
                autoComplete="name"
                value={form.data.signedName}
                onChange={(event) => form.setData('signedName', event.currentTarget.value)}
                error={errorOf(errors, 'signedName')}
              />
              <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
                I give my consent
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  )
}
