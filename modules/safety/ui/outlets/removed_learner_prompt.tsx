import { useForm } from '@inertiajs/react'
import { Button, Radio, Stack, Text, Textarea } from '@mantine/core'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { COMMENT_MAX } from '../../shared/index.js'

type Props = { id: number; sessionId: number; reason: string }

/**
 * Prompt 3 (spec 000 §2.4, §6.4): the host reviews a learner they removed. Intention and
 * explanation are required (spec 001 §5.3); "yes" asks the safety team to act.
 */
export default function RemovedLearnerPrompt({ id, reason }: Props) {
  const form = useForm({ intention: '', explanation: '' })
  const errors = useFormErrors(form)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('safety.removed_learners.review', { id }), { preserveScroll: true })
      }}
      noValidate
    >
      <Stack gap="md">
        <Text>You removed a learner from your session. The reason you gave: “{reason}”. Please tell our safety team what happened.</Text>
        <Radio.Group label="Should our safety team follow up with this learner?" value={form.data.intention} onChange={(value) => form.setData('intention', value)} error={errorOf(errors, 'intention')} withAsterisk>
          <Stack gap="xs" mt="xs">
            <Radio value="yes" label="Yes, the safety team should look into it" />
            <Radio value="no" label="No, it was not a safety problem" />
          </Stack>
        </Radio.Group>
        <Textarea label="What happened?" value={form.data.explanation} onChange={(event) => form.setData('explanation', event.currentTarget.value)} maxLength={COMMENT_MAX} autosize minRows={3} error={errorOf(errors, 'explanation')} withAsterisk />
        <Button type="submit" loading={form.processing} style={{ alignSelf: 'flex-end' }}>
          Send review
        </Button>
      </Stack>
    </form>
  )
}
