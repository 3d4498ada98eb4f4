import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Progress,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { ConfirmButton } from '~/components/confirm_button'
import {
  OPTIONS_MAX,
  QUESTIONS_MAX,
  SAT_MESSAGES,
  questionProblem,
  satFileProblem,
  type EditorQuestion,
  type QuestionKind,
} from '../../shared/index'
import { uploadFile } from '../../../uploads/ui/index'

type Props = {
  assessment: Data.Assessments.Assessment
  targets: Data.Assessments.Target[]
  linkable: { kind: 'series' | 'session'; id: number; title: string }[]
  templateLinks: { assessmentId: number; templateId: number; title: string }[]
  canUnlinkTemplates: boolean
  sat: Data.Assessments.SatAssessment | null
  satTests: { key: string; title: string }[]
}

const KIND_LABELS: Record<QuestionKind, string> = {
  choice: 'Single choice (scored)',
  multi: 'Multiple choice (scored)',
  number: 'Number (scored)',
  text: 'Open answer (not scored)',
}

const blank = (): EditorQuestion => ({
  kind: 'choice',
  label: '',
  options: ['', ''],
  correct: [0],
  correctNumber: null,
  tolerance: 0,
})

function QuestionEditor({
  index,
  question,
  onChange,
  onRemove,
}: {
  index: number
  question: EditorQuestion
  onChange: (next: EditorQuestion) => void
  onRemove: () => void
}) {
  const set = (patch: Partial<EditorQuestion>) => onChange({ ...question, ...patch })
  const number = index + 1
  const choices = question.kind === 'choice' || question.kind === 'multi'
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="fieldset"
      aria-label={`Question ${number}`}
      style={{ border: undefined }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="h5">
            Question {number}
          </Title>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={`Remove question ${number}`}
          >
            Remove
          </Button>
        </Group>
        <Select
          label={`Question ${number} type`}
          data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
          value={question.kind}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            set({
              kind: value as QuestionKind,
              correct: value === 'choice' ? [question.correct[0] ?? 0] : question.correct,
            })
          }
        />
        <Textarea
          label={`Question ${number} text`}
          value={question.label}
          onChange={(event) => set({ label: event.currentTarget.value })}
          autosize
          minRows={1}
          maxLength={500}
          required
        />
        {choices && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              Options (mark the right {question.kind === 'choice' ? 'one' : 'ones'})
            </Text>
            {question.options.map((option, position) => {
              const right = question.correct.includes(position)
              const toggle = () =>
                set({
                  correct:
                    question.kind === 'choice'
                      ? [position]
                      : right
                        ? question.correct.filter((p) => p !== position)
                        : [...question.correct, position],
                })
              return (
                <Group key={position} gap="xs" wrap="nowrap" align="center">
                  {question.kind === 'choice' ? (
                    <Radio
                      checked={right}
                      onChange={toggle}
                      aria-label={`Option ${position + 1} of question ${number} is right`}
                      name={`right-${index}`}
                    />
                  ) : (
                    <Checkbox
                      checked={right}
                      onChange={toggle}
                      aria-label={`Option ${position + 1} of question ${number} is right`}
                    />
                  )}
                  <TextInput
                    aria-label={`Option ${position + 1} of question ${number}`}
                    value={option}
                    maxLength={200}
                    style={{ flex: 1 }}
                    onChange={(event) =>
                      set({
                        options: question.options.map((o, p) =>
                          p === position ? event.currentTarget.value : o
                        ),
                      })
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove option ${position + 1} of question ${number}`}
                    disabled={question.options.length <= 2}
                    onClick={() =>
                      set({
                        options: question.options.filter((_, p) => p !== position),
                        correct: question.correct
                          .filter((p) => p !== position)
                          .map((p) => (p > position ? p - 1 : p)),
                      })
                    }
                  >
                    ×
                  </ActionIcon>
                </Group>
              )
            })}
            {question.options.length < OPTIONS_MAX && (
              <Button
                size="xs"
                variant="light"
                w="fit-content"
                onClick={() => set({ options: [...question.options, ''] })}
              >
                Add an option
              </Button>
            )}
          </Stack>
        )}
        {question.kind === 'number' && (
          <Group grow wrap="wrap">
            <NumberInput
              label={`Right answer to question ${number}`}
              value={question.correctNumber ?? ''}
              onChange={(value) => set({ correctNumber: typeof value === 'number' ? value : null })}
              required
            />
            <NumberInput
              label="Accepted difference"
              min={0}
              value={question.tolerance}
              onChange={(value) => set({ tolerance: typeof value === 'number' ? value : 0 })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  )
}

function Targets({
  assessmentId,
  targets,
  linkable,
}: {
  assessmentId: number
  targets: Props['targets']
  linkable: Props['linkable']
}) {
  const zone = useZone()
  const [choice, setChoice] = useState<string | null>(null)
  const post = (url: string, data: Record<string, string | number> = {}) =>
    router.post(url, data, { preserveScroll: true })
  const params = (target: Props['targets'][number]) => ({
    id: target.assessmentId,
    kind: target.kind,
    targetId: target.targetId,
  })
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="classes"
    >
      <Title order={2} fz="h4" id="classes" mb="sm">
        Classes
      </Title>
      {targets.length === 0 ? (
        <Text c="dimmed" mb="sm">
          Not linked to a series or session yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" mb="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Class</Table.Th>
                <Table.Th>Released</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {targets.map((target) => (
                <Table.Tr key={`${target.kind}-${target.targetId}`}>
                  <Table.Td>
                    {target.title}
                    <Text size="xs" c="dimmed">
                      {target.kind === 'series' ? 'Series' : 'Session'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {target.releasedAt ? dayText(target.releasedAt, zone) : 'Not yet'}
                    {target.resultsReleasedAt && (
                      <Badge ml="xs" size="xs">
                        Results out
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {!target.releasedAt && (
                        <Button
                          size="xs"
                          onClick={() => post(urlFor('assessments.release', params(target)))}
                          aria-label={`Release to ${target.title}`}
                        >
                          Release
                        </Button>
                      )}
                      {target.releasedAt && !target.resultsReleasedAt && (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() =>
                            post(urlFor('assessments.release_results', params(target)))
                          }
                          aria-label={`Release results to ${target.title}`}
                        >
                          Release results
                        </Button>
                      )}
                      {target.releasedAt && (
                        <Anchor
                          component={Link}
                          size="sm"
                          href={urlFor('assessments.results', params(target))}
                        >
                          Results
                        </Anchor>
                      )}
                      {target.viaTemplate ? (
                        <Text size="xs" c="dimmed">
                          From its template
                        </Text>
                      ) : (
                        <ConfirmButton
                          size="xs"
                          variant="subtle"
                          aria-label={`Unlink from ${target.title}`}
                          title={`Unlink from ${target.title}?`}
                          message="Its learners will no longer see this assessment there. If anyone has already submitted it there, it stays linked, so their answers and scores are kept."
                          confirmLabel="Unlink"
                          onConfirm={() => post(urlFor('assessments.unlink', params(target)))}
                        >
                          Unlink
                        </ConfirmButton>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {linkable.length > 0 ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Link to a class you host"
            placeholder="Choose a series or session"
            data={linkable.map((row) => ({
              value: `${row.kind}:${row.id}`,
              label: `${row.kind === 'series' ? 'Series' : 'Session'}: ${row.title}`,
            }))}
            value={choice}
            onChange={setChoice}
            style={{ flex: '1 1 220px' }}
          />
          <Button
            disabled={!choice}
            onClick={() => {
              const [kind, id] = (choice ?? '').split(':')
              post(urlFor('assessments.link', { id: assessmentId }), { kind, targetId: Number(id) })
            }}
          >
            Link
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Host a series or session to give this assessment in it.
        </Text>
      )}
    </Paper>
  )
}

/** The series templates that give the assessment to all their series (staff link them; the owner or staff unlink). */
function TemplateLinks({
  assessmentId,
  links,
  canUnlink,
}: {
  assessmentId: number
  links: Props['templateLinks']
  canUnlink: boolean
}) {
  if (links.length === 0) return null
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="templates"
    >
      <Title order={2} fz="h4" id="templates" mb="xs">
        Series templates
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Every series hosted from these templates gets this assessment.
      </Text>
      <Stack gap="xs">
        {links.map((link) => (
          <Group key={link.templateId} justify="space-between" wrap="nowrap">
            <Text size="sm">{link.title}</Text>
            {canUnlink && (
              <ConfirmButton
                size="xs"
                variant="subtle"
                aria-label={`Unlink from the template ${link.title}`}
                title={`Unlink from ${link.title}?`}
                message="Series of this template that have not released it yet will no longer get it. Series that released it keep it, with their learners' answers."
                confirmLabel="Unlink"
                onConfirm={() =>
                  router.post(
                    urlFor('assessments.unlink_template', {
                      id: assessmentId,
                      templateId: link.templateId,
                    }),
                    {},
                    { preserveScroll: true }
                  )
                }
              >
                Unlink
              </ConfirmButton>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}

type PdfField = 'testUploadId' | 'answersUploadId'

/** The SAT practice test: an SAT test and the test and answers PDFs, uploaded through uploads (spec 001 §3.5 sat_assessment). */
function SatPracticeTest({
  assessmentId,
  sat,
  satTests,
  archived,
}: {
  assessmentId: number
  sat: Props['sat']
  satTests: Props['satTests']
  archived: boolean
}) {
  const [satTest, setSatTest] = useState<string | null>(sat?.satTest ?? null)
  const [files, setFiles] = useState<Record<PdfField, File | null>>({
    testUploadId: null,
    answersUploadId: null,
  })
  const [errors, setErrors] = useState<Partial<Record<PdfField | 'satTest' | 'form', string>>>({})
  const [progress, setProgress] = useState<number | null>(null)
  const choose = (field: PdfField) => (file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }))
    setErrors((current) => ({
      ...current,
      [field]: file ? (satFileProblem(file) ?? undefined) : undefined,
    }))
  }
  const save = async () => {
    const found: typeof errors = {}
    for (const field of ['testUploadId', 'answersUploadId'] as const) {
      const file = files[field]
      if (file) found[field] = satFileProblem(file) ?? undefined
      else if (!sat) found[field] = SAT_MESSAGES.bothNeeded
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    const body: Record<string, string | number | null> = { satTest }
    try {
      const chosen = (['testUploadId', 'answersUploadId'] as const).filter((field) => files[field])
      for (const [position, field] of chosen.entries()) {
        setProgress(position / chosen.length)
        const uploaded = await uploadFile(files[field]!, {
          purpose: 'attachment',
          onProgress: (fraction) => setProgress((position + fraction) / chosen.length),
        })
        body[field] = uploaded.userUploadId
      }
    } catch (failure) {
      setProgress(null)
      return setErrors({ form: failure instanceof Error ? failure.message : String(failure) })
    }
    setProgress(1)
    router.post(urlFor('assessments.save_sat', { id: assessmentId }), body, {
      preserveScroll: true,
      onSuccess: () => setFiles({ testUploadId: null, answersUploadId: null }),
      onError: (bag) => setErrors(bag),
      onFinish: () => setProgress(null),
    })
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="sat"
    >
      <Title order={2} fz="h4" id="sat" mb="xs">
        SAT practice test
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Learners can open the test PDF once the assessment is released to their class, and the
        answers PDF after they submit.
      </Text>
      <Stack gap="sm">
        {sat && (
          <Group gap="md" wrap="wrap">
            {sat.satTestTitle && <Badge variant="light">{sat.satTestTitle}</Badge>}
            <Anchor href={sat.testPdfUrl} target="_blank" rel="noopener" size="sm">
              Test PDF
            </Anchor>
            <Anchor href={sat.answersPdfUrl} target="_blank" rel="noopener" size="sm">
              Answers PDF
            </Anchor>
          </Group>
        )}
        {satTests.length > 0 && (
          <Select
            label="SAT test it prepares for"
            placeholder="None"
            data={satTests.map((test) => ({ value: test.key, label: test.title }))}
            value={satTest}
            onChange={setSatTest}
            clearable
            error={errors.satTest}
            disabled={archived}
          />
        )}
        {(['testUploadId', 'answersUploadId'] as const).map((field) => {
          const what = field === 'testUploadId' ? 'test' : 'answers'
          return (
            <FileInput
              key={field}
              label={sat ? `Replace the ${what} PDF` : `${what[0].toUpperCase()}${what.slice(1)} PDF`}
              description="PDF, up to 10MB"
              accept="application/pdf"
              value={files[field]}
              onChange={choose(field)}
              error={errors[field]}
              clearable
              disabled={archived}
            />
          )
        })}
        {progress !== null && (
          <Progress value={Math.round(progress * 100)} aria-label="Uploading the PDFs" />
        )}
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={save} loading={progress !== null} disabled={archived}>
            {sat ? 'Save the practice test' : 'Make it a practice test'}
          </Button>
          {sat && (
            <ConfirmButton
              size="xs"
              variant="subtle"
              aria-label="Remove the practice test"
              title="Remove the practice test?"
              message="Its PDFs are removed for everyone; the questions stay."
              confirmLabel="Remove"
              onConfirm={() =>
                router.post(
                  urlFor('assessments.remove_sat', { id: assessmentId }),
                  {},
                  { preserveScroll: true }
                )
              }
            >
              Remove the practice test
            </ConfirmButton>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}

/** assessments/edit — /assessments/{id}: the editor with answer keys, publishing and the classes it is given in (owner and hosts of linked classes). */
export default function Edit({
  assessment,
  targets,
  linkable,
  templateLinks,
  canUnlinkTemplates,
  sat,
  satTests,
}: Props) {
  const [title, setTitle] = useState(assessment.title)
  const [description, setDescription] = useState(assessment.description)
  const [questions, setQuestions] = useState<EditorQuestion[]>(
    assessment.questions as EditorQuestion[]
  )
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const archived = assessment.archivedAt !== null

  const save = () => {
    const found = questionProblem(questions)
    setProblem(found)
    if (found) return
    setSaving(true)
    router.put(
      urlFor('assessments.update', { id: assessment.id }),
      { title, description, questions },
      {
        preserveScroll: true,
        onError: (errors) => setProblem(Object.values(errors)[0] ?? null),
        onFinish: () => setSaving(false),
      }
    )
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title={assessment.title}
        description={
          assessment.publishedAt
            ? 'Published: release it to your classes below.'
            : 'Draft: add questions with their right answers, save, then publish.'
        }
        actions={
          <Anchor component={Link} href={urlFor('assessments.index')}>
            My assessments
          </Anchor>
        }
      />
      <Stack gap="lg">
        {archived && (
          <Alert color="gray">This assessment is archived: it is closed everywhere.</Alert>
        )}
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="questions"
        >
          <Stack gap="md">
            <TextInput
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              required
              maxLength={200}
            />
            <Textarea
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <Title order={2} fz="h4" id="questions">
              Questions
            </Title>
            {questions.length === 0 && <Text c="dimmed">No questions yet.</Text>}
            {questions.map((question, index) => (
              <QuestionEditor
                key={index}
                index={index}
                question={question}
                onChange={(next) => setQuestions(questions.map((q, i) => (i === index ? next : q)))}
                onRemove={() => setQuestions(questions.filter((_, i) => i !== index))}
              />
            ))}
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group gap="sm">
              {questions.length < QUESTIONS_MAX && (
                <Button
                  variant="light"
                  onClick={() => setQuestions([...questions, blank()])}
                  disabled={archived}
                >
                  Add a question
                </Button>
              )}
              <Button onClick={save} loading={saving} disabled={archived}>
                Save
              </Button>
              {!assessment.publishedAt && !archived && (
                <Button
                  variant="outline"
                  onClick={() =>
                    router.post(
                      urlFor('assessments.publish', { id: assessment.id }),
                      {},
                      { preserveScroll: true }
                    )
                  }
                >
                  Publish
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
        <Targets assessmentId={assessment.id} targets={targets} linkable={linkable} />
        <TemplateLinks
          assessmentId={assessment.id}
          links={templateLinks}
          canUnlink={canUnlinkTemplates}
        />
        <SatPracticeTest
          assessmentId={assessment.id}
          sat={sat}
          satTests={satTests}
          archived={archived}
        />
      </Stack>
    </Container>
  )
}
