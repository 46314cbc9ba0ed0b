/** Time off (issue 34, docs/plans/online-booking.md §1.3, §5): ours, the spec is silent. */
export const timeOffMessages = {
  title: 'Time off',
  whole: 'Whole team',
  endBeforeStart: 'Time off ends after it starts.',
  tooLong: 'Time off lasts at most 366 days.',
  noteTooLong: 'Keep the note under 200 characters.',
  notFound: 'This time off was not found.',
  notYours: 'You can only add and remove your own time off.',
  memberNotInTeam: 'Choose someone on your team.',
} as const;
