import { useState } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { Accordion, Alert, Anchor, Button, Container, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { FormRenderer, FormResponseView, QuestionListEditor, editableQuestions, questionListProblem, questionsToSend, submitWithInertia } from '../../../forms/ui/index'
import type { FormBlock, FormDefinition, FormValues } from '../../../forms/shared/index'
import { QUESTIONNAIRE_LIMITS } from '../../shared/index'

/*
 * Questionnaire pieces shared by sessions and series (issue 21 §3): the editor page, the answering
 * modal, and the answers the hosts read. The series context uses them through ../index.
 */

/** The questionnaire in a modal: answering it is the registration step, or changes the answers. */
export function QuestionnaireModal({
  opened,
  onClose,
  title,
  definition,
  initialValues,
  url,
  method,
  submitLabel,
}: {
  opened: boolean
  onClose: () => void
  title: string
  definition: FormDefinition
  initialValues?: FormValues
  url: string
  method: 'post' | 'put'
  submitLabel: string
}) {
  const send = submitWithInertia(url, method)
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md">
        <Text size="sm">The hosts read your answers to prepare. Nobody else sees them.</Text>
        <FormRenderer
          definition={definition}
          initialValues={initialValues}
          submitLabel={submitLabel}
          onSubmit={async (values) => {
            const outcome = await send(values)
            if (!outcome) onClose()
            return outcome
          }}
        />
      </Stack>
    </Modal>
  )
}

export type LearnerAnswersRow = { key: number; displayName: string; answers: FormValues | null }

/** The learners' answers, one fold per learner, for the hosts (the server sends answers only to them). */
export function LearnerAnswers({ definition, rows, headingId }: { definition: FormDefinition; rows: LearnerAnswersRow[]; headingId: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        Questionnaire answers
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">No learners yet.</Text>
      ) : (
        <Accordion multiple variant="separated" chevronPosition="left">
          {rows.map((row) => (
            <Accordion.Item key={row.key} value={String(row.key)}>
              <Accordion.Control>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.displayName}
                  {row.answers ? '' : ' · no answers'}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                {row.answers ? <FormResponseView definition={definition} values={row.answers} /> : <Text size="sm" c="dimmed">This learner has not answered.</Text>}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Paper>
  )
}

/** The editor page of a session's, series' or template's questionnaire. */
export function QuestionnaireEditorPage({
  heading,
  intro,
  questions: stored,
  saveUrl,
  back,
}: {
  heading: string
  intro: string
  questions: FormBlock[]
  saveUrl: string
  back: { href: string; label: string }
}) {
  const [questions, setQuestions] = useState(() => editableQuestions(stored))
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const save = () => {
    const found = questionListProblem(questions, QUESTIONNAIRE_LIMITS)
    setProblem(found)
    if (found) return
    setSaving(true)
    router.put(
      saveUrl,
      { questions: questionsToSend(questions) },
      { preserveScroll: true, onError: (errors) => setProblem(Object.values(errors)[0] ?? 'The questionnaire could not be saved.'), onFinish: () => setSaving(false) }
    )
  }
  return (
    <>
      <Head title={heading} />
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Anchor component={Link} href={back.href} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {back.label}
            </Group>
          </Anchor>
          <div>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {heading}
            </Title>
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          </div>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="questionnaire-questions">
            <Title order={2} size="h4" id="questionnaire-questions" mb="sm">
              Questions
            </Title>
            <QuestionListEditor value={questions} onChange={setQuestions} limits={QUESTIONNAIRE_LIMITS} />
          </Paper>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button onClick={save} loading={saving}>
              Save questionnaire
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  )
}

/**
 * A registrant's own answers, with "Edit answers" until the session (or the series' first session)
 * starts. `closedText` says why they can no longer be changed.
 */
export function OwnAnswersCard({
  definition,
  own,
  url,
  closedText,
}: {
  definition: FormDefinition
  own: { answers: FormValues | null; editable: boolean }
  url: string
  closedText: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="own-answers">
      <Stack gap="sm">
        <Title order={2} size="h4" id="own-answers">
          Your answers
        </Title>
        {own.answers ? <FormResponseView definition={definition} values={own.answers} /> : <Text size="sm" c="dimmed">You have not answered the questionnaire yet.</Text>}
        {own.editable ? (
          <>
            <Button variant="default" w="fit-content" onClick={() => setOpen(true)}>
              {own.answers ? 'Edit answers' : 'Answer the questionnaire'}
            </Button>
            <QuestionnaireModal
              opened={open}
              onClose={() => setOpen(false)}
              title="Your answers"
              definition={definition}
              initialValues={own.answers ?? undefined}
              url={url}
              method="put"
              submitLabel="Save answers"
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {closedText}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
