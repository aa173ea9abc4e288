/**
 * Port-outs through the carrier's HTTP API (decision 101): each port-out the carrier reports is
 * validated against our records (account number, transfer PIN, Number Lock) and answered through the
 * outbox; the line ends, and its owner is told, when the carrier completes it. Outside production,
 * `/dev/carrier/port-out` plays the other carrier at the carrier and answers our decision.
 */
import type { CarrierOutbox } from '../carrier/carrier-outbox-service';
import type { PortOutRequest, PortOutResult, PortOutService } from './port-out-service';

type Outbox = Pick<CarrierOutbox, 'onPortOutAsked' | 'onPortedOut' | 'kick' | 'playPortOut'>;

export function answerPortOutsThroughCarrier(outbox: Outbox, portOut: PortOutService): void {
  outbox.onPortOutAsked(async (asked) => {
    const given = (value: string | null) => value ?? undefined;
    await portOut.requestPortOut(
      {
        mdn: asked.msisdn,
        accountNumber: given(asked.accountNumber),
        pin: given(asked.pin),
        requestedBy: given(asked.requestedBy),
      },
      { portOutId: asked.portOutId },
    );
    await outbox.kick();
  });
  outbox.onPortedOut(portOut.portedOut);
}

/** The other carrier's request played at the carrier; answers our decision on it (`{accepted, reason}`). */
export async function playCarrierPortOut(outbox: Outbox, request: PortOutRequest): Promise<PortOutResult> {
  const row = await outbox
    .playPortOut({
      msisdn: request.mdn,
      accountNumber: request.accountNumber ?? null,
      pin: request.pin ?? null,
      requestedBy: request.requestedBy ?? null,
    })
    .catch(() => undefined);
  // The carrier does not have the number in service: it is not one of ours to move.
  if (!row || row.payload.answered !== true) return { accepted: false, reason: 'not_our_number' };
  return row.payload.accepted === true
    ? { accepted: true, reason: null }
    : { accepted: false, reason: row.payload.reason as Exclude<PortOutResult['reason'], null> };
}
