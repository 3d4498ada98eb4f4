/** Hours with one decimal, as clubs report them ("12.5"). */
export function hoursOf(seconds: number): number {
  return Math.round(seconds / 360) / 10
}
