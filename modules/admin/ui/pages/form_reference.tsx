import { useId } from 'react'
import { Code, List, Paper, Stack, Text, Title } from '@mantine/core'
import { CONFIDENCE_SCALE, REFERENCE_FORM } from '../../../forms/shared/index'
import { FormRenderer, FormResponseView, registerFormInput, submitWithInertia } from '../../../forms/ui/index'
import { urlFor } from '~/lib/routes'
import { instantWithYearText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { ConfidenceScaleInput } from '../components/confidence_scale_input'
import type { Data } from '~generated/data'

registerFormInput(CONFIDENCE_SCALE.component, ConfidenceScaleInput)

type Props = {
  admin: Data.Kernel.AdminFrame
  response: Data.Forms.FormResponse | null
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title id={id} order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** admin/form_reference — every input type of the forms engine, rendered from one definition (issue 9). */
export default function AdminFormReference({ admin, response }: Props) {
  const zone = useZone()
  return (
    <AdminLayout admin={admin} title="Form reference" description="Every input type, rendered from one sample definition. Copy from it when you build a form.">
      <Stack gap="lg">
        <Section title="How a form is built">
          <List size="sm" spacing={6}>
            <List.Item>
              A form is data: <Code>defineForm({'{ key, blocks }'})</Code> in a module's <Code>shared/</Code> folder, so the browser and the
              server read the same definition. This page shows <Code>REFERENCE_FORM</Code> from <Code>modules/forms/shared</Code>.
            </List.Item>
            <List.Item>
              The browser renders it with <Code>{'<FormRenderer definition onSubmit />'}</Code>: required and length checks run before
              anything is sent, and the server's errors come back under each block.
            </List.Item>
            <List.Item>
              The server checks the same rules with <Code>validateForm(definition, data, viewer)</Code>, plus what only it can know
              (search options, uploads, rich text).
            </List.Item>
            <List.Item>
              A custom input is two registrations: its rules with <Code>registerCustomInput</Code> (shared) and its component with{' '}
              <Code>registerFormInput</Code> (browser), as the confidence scale below.
            </List.Item>
          </List>
        </Section>

        <Section title="Sample form">
          <FormRenderer
            // A stored response starts a fresh form.
            key={response?.id ?? 'new'}
            definition={REFERENCE_FORM}
            onSubmit={submitWithInertia(urlFor('admin.forms.store'))}
            submitLabel="Save response"
          />
        </Section>

        <Section title="Your latest response">
          {response ? (
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                Saved {instantWithYearText(response.createdAt, zone)}
              </Text>
              <FormResponseView definition={REFERENCE_FORM} values={response.values} optionLabels={response.optionLabels} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              You have not saved a response yet. Fill in the form above and save it to see it here, read-only.
            </Text>
          )}
        </Section>
      </Stack>
    </AdminLayout>
  )
}
