import type { Line } from '@mvno/contracts/api/lines';

let sequence = 0;

/** The next number of the line fixtures' shared count (lines and port requests draw from it). */
export function nextLineFixtureNumber(): number {
  sequence += 1;
  return sequence;
}

export const ACTIVATION_CODE = 'LPA:1$smdp.brightline.example$ABCDE-FGHJK-LMNPQ-RSTUV';

/** A line as GET /app/users/lines answers it: an active eSIM unless told otherwise. */
export function makeLine(overrides: Partial<Line> = {}): Line {
  const n = nextLineFixtureNumber();
  return {
    id: `line-${n}`,
    nickname: `Line ${n}`,
    mdn: '5125550147',
    subscriberNumber: `SUB-${n}`,
    zipCode: '78702',
    iccid: '8901260123456789011',
    simType: 'esim',
    activationCode: ACTIVATION_CODE,
    planName: 'Unlimited',
    status: 'active',
    statusReason: null,
    imei: null,
    device: null,
    port: null,
    renewal: null,
    ...overrides,
  };
}
