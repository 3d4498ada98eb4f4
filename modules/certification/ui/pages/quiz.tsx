import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Button, Container, List, Paper, Radio, Stack, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'

type Question = { key: string; prompt: string; options: { key: string; label: string }[] }

type Props = {
  state: 'passed' | 'open' | 'waiting'
  retakeAt: string | null
  exempt: boolean
  questions: Question[]
  passMark: number
  total: number
  last: { score: number; total: number; passed: boolean; at: string } | null
  missed: string[]
}

/** certification/quiz — /certification/quiz: the tutor quiz taken before a first certification (spec 001 §3.1 tutor_quiz). */
export default function Quiz({ state, retakeAt, exempt, questions, passMark, total, last, missed }: Props) {
  const zone = useZone()
  const form = useForm<{ answers: Record<string, string> }>({ answers: {} })
  const errors = useFormErrors(form)
  const choose = (key: string, value: string) => form.setData('answers', { ...form.data.answers, [key]: value })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('certification.quiz_store'))
  }
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="Tutor quiz"
        description={`${total} short questions on keeping learners safe and teaching well. Answer at least ${passMark} correctly to start your first certification.`}
        actions={<Anchor component={Link} href={urlFor('certification.about')}>About certifications</Anchor>}
      />
      <Stack gap="lg">
        {state === 'passed' && (
          <Alert color="green" title="You passed the tutor quiz">
            {last && `You scored ${last.score} of ${last.total}. `}
            <Anchor component={Link} href={urlFor('certification.start')}>
              Start a new certification
            </Anchor>
          </Alert>
        )}
        {state !== 'passed' && exempt && (
          <Alert color="blue" title="You are already certified">
            You hold a certification, so you may certify in more topics without the quiz. Taking it is still a good refresher.
          </Alert>
        )}
        {last && !last.passed && (
          <Alert color="orange" title={`Last attempt: ${last.score} of ${last.total}`}>
            <Text size="sm">
              {state === 'waiting' && retakeAt ? `You can take the quiz again from ${instantText(retakeAt, zone)}.` : 'You can take the quiz again now.'}
            </Text>
            {missed.length > 0 && (
              <>
                <Text size="sm" mt="xs">
                  Questions to think over:
                </Text>
                <List size="sm">
                  {missed.map((prompt) => (
                    <List.Item key={prompt}>{prompt}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
        {state === 'open' && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <form onSubmit={submit} noValidate>
              <Stack gap="lg">
                {questions.map((question, index) => (
                  <Radio.Group
                    key={question.key}
                    label={`${index + 1}. ${question.prompt}`}
                    value={form.data.answers[question.key] ?? null}
                    onChange={(value) => choose(question.key, value)}
                    error={errorOf(errors, `answers.${question.key}`)}
                    required
                  >
                    <Stack gap="xs" mt="xs">
                      {question.options.map((option) => (
                        <Radio key={option.key} value={option.key} label={option.label} />
                      ))}
                    </Stack>
                  </Radio.Group>
                ))}
                <Button type="submit" loading={form.processing}>
                  Submit answers
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
