/** A lost or stolen phone's line: suspend at once, resume after a step-up (decision 027). */
export const lostPhone = {
  suspend: 'Suspend: lost or stolen',
  title: 'Suspend this line?',
  text: 'Calls, texts and data stop at once, so nobody can use the phone. It costs nothing; your plan and renewal date stay as they are. You can resume the line here after confirming it is you.',
  confirm: 'Suspend line',
  keep: 'Keep it working',
  suspended: 'The line is suspended. Calls, texts and data have stopped.',
  alreadySuspended: 'This line is already suspended.',
  notSuspendable: 'Only a line in service can be suspended.',
  statusReason: 'Suspended by you because the phone was lost or stolen. Resume it when you have the phone back.',
  resume: 'Resume line',
  resumed: 'The line works again.',
  notSuspended: 'This line is not suspended as lost or stolen.',
  suspendedSubject: (brand: string) => `Your ${brand} line is suspended`,
  resumedSubject: (brand: string) => `Your ${brand} line works again`,
} as const;
