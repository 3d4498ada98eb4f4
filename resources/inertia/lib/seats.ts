/** "Full", "1 seat left", "3 seats left" (session and series cards). */
export function seatsText(seatsLeft: number) {
  if (seatsLeft <= 0) return 'Full'
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`
}
