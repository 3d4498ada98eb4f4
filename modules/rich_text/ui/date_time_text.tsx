import { useZone } from '~/lib/time'

/** "Tue, Mar 3, 2026, 5:00 PM EST": an instant in the reader's zone (their profile's, else the browser's). */
export function DateTimeText({ iso }: { iso: string }) {
  const zone = useZone()
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return <span>{iso}</span>
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at)
  return <time dateTime={iso}>{text}</time>
}
