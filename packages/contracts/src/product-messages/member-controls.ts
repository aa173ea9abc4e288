/** A line's controls in a family account (decision 089): spending cap, data alert and pause. */
export const memberControls = {
  title: 'Controls',
  loading: 'Loading the controls',
  loadFailed: 'The controls could not be loaded.',
  capLabel: 'Monthly spending cap for requests',
  capHint: 'In dollars. Leave empty for no cap.',
  capNone: 'No spending cap',
  capShown: (cap: string, spent: string) => `Spending cap ${cap} a month, ${spent} used this month`,
  capSaved: 'The spending cap was saved.',
  capCleared: 'The spending cap was removed.',
  capTooHigh: (max: string) => `The spending cap can be at most ${max}.`,
  overCap: (cap: string, spent: string) =>
    `This request would go over the line's monthly spending cap of ${cap} (${spent} already used this month).`,
  alertLabel: 'Data alert at this share of the allowance',
  alertNone: 'No data alert of its own',
  alertShown: (percent: number) => `Data alert at ${percent}%`,
  alertSaved: 'The data alert was saved.',
  alertCleared: 'The data alert was removed.',
  alertInvalid: 'Choose a share between 10% and 95%, in steps of 5%.',
  pausedShown: 'Paused: calls, texts and data are stopped on this line.',
  /** The line's status on the owner's and the member's screens when the owner or a manager paused it (decision 096). */
  pausedReason: 'Paused by the account holder.',
  pause: 'Pause the line',
  resume: 'Unpause the line',
  paused: 'The line is paused.',
  resumed: 'The line is unpaused.',
  alreadyPaused: 'The line is already paused.',
  notPaused: 'The line is not paused.',
  cannotPause: 'Only a line in service that is not suspended can be paused.',
  save: 'Save',
  onlyOwner: 'Only the account owner or a manager can change this.',
  // The line's data stopped at its data cap (decision 096).
  dataStopped: (day: string) =>
    `Data is stopped: the line reached its data cap. It resumes on ${day}, or as soon as the cap is raised.`,
} as const;
