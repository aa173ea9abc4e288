import { SIM_CHANGES_PER_LINE } from '../product-constants/lines';

/** Changing a line's SIM or eSIM (decision 026). */
export const simChange = {
  /** The line card's button, the dialog's title and its confirm button. */
  changeSim: 'Change SIM',
  intro:
    'Move this number to a new eSIM, or to a physical SIM card you have. The current SIM or eSIM stops working at once.',
  esimChoice: 'New eSIM',
  psimChoice: 'Physical SIM card',
  simNumberHint: 'The 18 to 22 digits printed on the SIM card (its ICCID).',
  esimDone:
    'Your new eSIM is ready. Add it to the phone that will use this number; the old SIM or eSIM no longer works.',
  psimDone: 'This number now works on the new SIM card. The old SIM or eSIM no longer works.',
  tooSoon: 'The SIM of this line was changed less than an hour ago. Please try again later.',
  tooManyToday: `The SIM of this line was changed ${SIM_CHANGES_PER_LINE.day} times in the last 24 hours. Please try again tomorrow.`,
  simInUse: 'This SIM card is already in use. Check the number printed on it.',
  sameSim: 'This line already uses this SIM card.',
  lineNotActive: 'The SIM of this line cannot be changed now.',
} as const;
