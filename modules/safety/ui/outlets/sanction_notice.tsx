import { useForm, usePage } from '@inertiajs/react'
import { Alert, Anchor, Button, List, Paper, Stack, Text, Textarea } from '@mantine/core'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/lib/shared_props'
import { APPEAL_MAX, APPEAL_WINDOW_DAYS } from '../../shared/index.js'

type Props = { id: number; reasonLabel: string; evidenceLinks: string[]; appealDeadlineAt: string; appealedAt: string | null; canAppeal: boolean }

const dateText = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/** Under the suspension screens (issue 13 §1 ★): why, the evidence, and the one in-app appeal. */
export default function SanctionNotice({ id, reasonLabel, evidenceLinks, appealDeadlineAt, appealedAt, canAppeal }: Props) {
  const { flash } = usePage<SharedProps>().props
  const form = useForm({ appeal: '' })
  const errors = useFormErrors(form)
  return (
    <Paper withBorder radius="md" p="md" w="100%" ta="left">
      <Stack gap="sm">
        <Text fw={700}>Why: {reasonLabel}</Text>
        {evidenceLinks.length > 0 && (
          <div>
            <Text size="sm">What we looked at:</Text>
            <List size="sm">
              {evidenceLinks.map((link) => (
                <List.Item key={link}>
                  <Anchor href={link} style={{ overflowWrap: 'anywhere' }}>
                    {link}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {appealedAt ? (
          <Alert color="blue" variant="light" role="status">
            {flash.success ?? `You appealed on ${dateText(appealedAt)}. Our safety team will review it.`}
          </Alert>
        ) : canAppeal ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              form.post(urlFor('safety.sanctions.appeal', { id }), { preserveScroll: true })
            }}
            noValidate
          >
            <Stack gap="xs">
              <Textarea
                label="Think this is a mistake? Appeal"
                description={`You can appeal once, until ${dateText(appealDeadlineAt)} (${APPEAL_WINDOW_DAYS} days after the decision).`}
                value={form.data.appeal}
                onChange={(event) => form.setData('appeal', event.currentTarget.value)}
                maxLength={APPEAL_MAX}
                autosize
                minRows={3}
                error={errorOf(errors, 'appeal')}
              />
              <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
                Send appeal
              </Button>
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            The time to appeal this decision has passed.
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
