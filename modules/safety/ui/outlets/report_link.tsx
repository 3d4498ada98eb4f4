import { Group } from '@mantine/core'
import { ReportButton, type ReportButtonProps } from '../components/report_button'

/** "Report" under a lower layer's page (an outlet zone), for signed-in viewers: e.g. the session page. */
export default function ReportLink(props: ReportButtonProps) {
  return (
    <Group justify="flex-end">
      <ReportButton {...props} />
    </Group>
  )
}
