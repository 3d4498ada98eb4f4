import { Fragment, useState, type FormEvent } from 'react'
import { Alert, Anchor, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconFlag } from '@tabler/icons-react'
import { postJson } from '~/lib/csrf'
import { urlFor } from '~/lib/routes'
import { OFFERED_REPORT_REASONS, REPORT_DETAILS_MAX, SAFETY_MESSAGES, severityOf, type ReportReason } from '../../shared/index.js'

export type ReportButtonProps = {
  /** What is reported: a subject its owner registered (`{ type: 'post', id }`). */
  subject: { type: string; id: number }
  /** The button's text; "Report" by default. */
  label?: string
  /**
   * Whether the subject's owner hides it while a high-severity report is reviewed (it handles
   * 'content.flagged'), so the dialog may say so. True by default (posts and comments do).
   */
  hiddenWhileReviewed?: boolean
}

type Errors = { category?: string; details?: string; form?: string }

/** The server's refusal as the dialog shows it (422 field messages, 429 the rate limit, 404 gone). */
async function refusalOf(response: Response): Promise<Errors> {
  const body = await response.json().catch(() => null)
  if (response.status === 422 && Array.isArray(body?.errors)) {
    const errors: Errors = {}
    for (const { field, message } of body.errors as Array<{ field: string; message: string }>) {
      if (field === 'category' || field === 'details') errors[field] = message
      else errors.form = message
    }
    return errors
  }
  if (response.status === 429) return { form: body?.errors?.[0]?.message ?? SAFETY_MESSAGES.rateLimited }
  if (response.status === 404) return { form: 'This is no longer available, so it cannot be reported.' }
  return { form: 'Something went wrong. Please try again.' }
}

/** The Share Safety Concern page about this subject: the page the reporter is on, and the session when it is one. */
function concernHref(subject: { type: string; id: number }) {
  const link = typeof window === 'undefined' ? undefined : window.location.pathname
  return urlFor('safety.concern.show', {}, { qs: { ...(link ? { link } : {}), ...(subject.type === 'session' ? { sessionId: subject.id } : {}) } })
}

/**
 * "Report" on any content a module shows (issue 10 §2, issue 13 §1): a dialog with the reasons
 * (spec 002 §9 severities), optional details, and a thank-you once the safety team has it.
 * A high-severity reason says the content is hidden during review; self-harm also says where to
 * get help now.
 */
export function ReportButton({ subject, label = 'Report', hiddenWhileReviewed = true }: ReportButtonProps) {
  const [open, setOpen] = useState(false)
  const [category, setCategory] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  // Thirteen reasons with descriptions: the whole screen on a phone rather than a box in it.
  const narrow = useMediaQuery('(max-width: 36em)')

  function close() {
    setOpen(false)
    setCategory(null)
    setDetails('')
    setErrors({})
    setSent(false)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!category) return setErrors({ category: SAFETY_MESSAGES.chooseReason })
    setBusy(true)
    setErrors({})
    try {
      const response = await postJson(urlFor('safety.reports.store'), { subjectType: subject.type, subjectId: subject.id, category, details: details.trim() || null })
      if (response.ok) setSent(true)
      else setErrors(await refusalOf(response))
    } catch {
      setErrors({ form: 'We could not reach the server. Check your connection and try again.' })
    } finally {
      setBusy(false)
    }
  }

  const high = category !== null && severityOf(category) === 'high'
  return (
    <>
      <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <Modal opened={open} onClose={close} title={sent ? 'Report sent' : 'Report a concern'} centered size="lg" fullScreen={Boolean(narrow) && !sent}>
        {sent ? (
          <Stack gap="md">
            <Text role="status">{SAFETY_MESSAGES.thanks}</Text>
            {category === 'suicide-or-self-harm' && <Text fw={600}>{SAFETY_MESSAGES.getHelpNow}</Text>}
            <Group justify="flex-end">
              <Button onClick={close}>Close</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Radio.Group
                label="Why are you reporting this?"
                value={category}
                onChange={(value) => {
                  setCategory(value as ReportReason)
                  setErrors((current) => ({ ...current, category: undefined }))
                }}
                error={errors.category}
                withAsterisk
              >
                <Stack gap="xs" mt="xs">
                  {OFFERED_REPORT_REASONS.map((reason) => (
                    <Fragment key={reason.value}>
                      <Radio value={reason.value} label={reason.label} description={reason.description} />
                      {/* Right under the chosen reason, where the reporter is looking. */}
                      {high && reason.value === category && (
                        <Alert color="red" variant="light" title="We take this seriously" ml={32}>
                          <Stack gap={4}>
                            <Text size="sm">{hiddenWhileReviewed ? SAFETY_MESSAGES.hiddenWhileReviewed : SAFETY_MESSAGES.reviewedFirst}</Text>
                            {category === 'suicide-or-self-harm' && (
                              <Text size="sm" fw={600}>
                                {SAFETY_MESSAGES.getHelpNow}
                              </Text>
                            )}
                          </Stack>
                        </Alert>
                      )}
                    </Fragment>
                  ))}
                </Stack>
              </Radio.Group>
              <Textarea
                label="Details (optional)"
                description="What happened? Anything that helps our safety team understand."
                value={details}
                onChange={(event) => setDetails(event.currentTarget.value)}
                maxLength={REPORT_DETAILS_MAX}
                autosize
                minRows={3}
                maxRows={8}
                error={errors.details}
              />
              <Text size="sm">
                Something more serious, or about a person?{' '}
                <Anchor href={concernHref(subject)}>Share a safety concern</Anchor>
              </Text>
              {errors.form && (
                <Alert color="red" variant="light" role="alert">
                  {errors.form}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={busy}>
                  Send report
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  )
}
