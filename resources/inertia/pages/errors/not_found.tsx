import { Link } from '@inertiajs/react'
import { Button } from '@mantine/core'
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react'
import { StatusScreen } from '../../components/status_screen'

export default function NotFound() {
  return (
    <StatusScreen
      icon={<IconMapSearch size={40} aria-hidden="true" />}
      eyebrow="Error 404"
      title="We couldn't find that page"
      documentTitle="Page not found"
      description="The link may be out of date, or the page may have moved. Let's get you back to learning."
      actions={
        <>
          <Button component={Link} href="/">
            Home
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={() => window.history.back()}
          >
            Go back
          </Button>
        </>
      }
    />
  )
}
