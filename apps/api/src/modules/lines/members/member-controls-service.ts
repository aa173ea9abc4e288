/**
 * A line's controls in a family account (decision 089). The owner or a manager sets a monthly
 * spending cap on what members' requests on the line may charge (checked when a request is made and
 * again when it is approved), and pauses or unpauses the line through the lost-phone bar (the carrier
 * bars it; the change is recorded once, with who and when). The owner, a manager or the line's
 * member chooses the line's own data alert, mailed once a plan period when the usage sweep sees it
 * reached. Every role on the line reads them.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineControls } from '@mvno/contracts/api/member-controls';
import type { MemberRole } from '@mvno/contracts/product-constants/members';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { DATA_TOP_UPS } from '@mvno/contracts/product-constants/top-ups';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import { inLanguage, sendOrLog, type MailContext, type MailSender } from '../../../lib/mail';
import { formatUsd } from '../../../lib/money';
import type { Customer } from '../../accounts/accounts-types';
import type { LostPhoneService } from '../lost-phone/lost-phone-service';
import { lineDataAlertMail, linePausedMail } from './member-controls-mails';
import type { MemberControlsRepository } from './member-controls-repository';
import { lineReaders } from './line-readers';
import type { MembersRepository } from './members-repository';
import type { MembersService } from './members-service';
import { nameOfLine } from './members-service';

const C = ACCOUNT_MESSAGES.memberControls;

const priceOf = (topUpId: string) => DATA_TOP_UPS.find((one) => one.id === topUpId)?.priceCents ?? 0;

/** The first moment of the clock's calendar month (UTC): caps count from there. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** What the usage sweep knows of a line when it reads its usage. */
export type MeteredLine = {
  lineId: string;
  userId: string;
  nickname: string | null;
  mdn: string;
  periodEnd: Date;
  dataAllowanceMb: number | null;
};

export function createMemberControlsService(deps: {
  controls: MemberControlsRepository;
  members: MembersRepository;
  roles: Pick<MembersService, 'roleOn'>;
  /** The line's bar (decision 027/081): null until the lines' slices are built. */
  lostPhone: () => Pick<LostPhoneService, 'suspend' | 'resume'>;
  clock: Clock;
  mail: MailSender;
  mailContext: MailContext;
  log: Log;
}) {
  const { controls, members, clock } = deps;
  const notFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);

  /** The line's owner and the caller's role on it (null: the owner); 404 for anyone else. */
  async function standing(
    caller: Customer,
    lineId: string,
  ): Promise<{ ownerId: string; role: MemberRole | null }> {
    const line = await members.lineOf(lineId);
    if (!line) throw notFound();
    if (line.userId === caller.id) return { ownerId: caller.id, role: null };
    const found = await deps.roles.roleOn(caller.id, lineId);
    if (!found) throw notFound();
    return { ownerId: found.ownerId, role: found.role };
  }

  const manages = (role: MemberRole | null) => role === null || role === 'manager';

  async function spentThisMonth(lineId: string, ownerId: string): Promise<number> {
    const rows = await controls.approvedRequestsSince(lineId, ownerId, monthStart(clock.now()));
    // A data add-on counts its list price; a plan change made now what it charged (decision 096).
    return rows.reduce(
      (sum, row) => sum + (row.topUpId === null ? (row.planChangeCents ?? 0) : priceOf(row.topUpId)),
      0,
    );
  }

  async function view(lineId: string, ownerId: string, role: MemberRole | null): Promise<LineControls> {
    const row = await controls.controlsOf(lineId);
    return {
      lineId,
      spendingCapCents: row?.spendingCapCents ?? null,
      spentThisMonthCents: await spentThisMonth(lineId, ownerId),
      dataAlertPercent: row?.dataAlertPercent ?? null,
      paused: row?.pausedAt != null,
      dataStoppedUntil: row?.dataStoppedFor?.toISOString() ?? null,
      mayManage: manages(role),
    };
  }

  /**
   * Mails the line's members and viewers and, when a manager did it, the owner, that the account holder paused
   * or unpaused the line (decision 096); the caller is not mailed what they just did.
   */
  async function tellPause(lineId: string, ownerId: string, callerId: string, paused: boolean) {
    const line = await members.lineOf(lineId);
    if (!line) return;
    const onLine = (await members.membersOf(ownerId)).filter(
      (one) => one.membership.lineId === lineId && one.membership.role !== 'manager',
    );
    const ids = [ownerId, ...onLine.map((one) => one.membership.memberId)].filter((id) => id !== callerId);
    for (const id of new Set(ids)) {
      const reader = await members.personOf(id);
      if (!reader) continue;
      await sendOrLog(
        deps.mail,
        deps.log,
        () =>
          linePausedMail(
            {
              to: reader.email,
              firstName: reader.firstName,
              lineName: nameOfLine(line),
              link: `${deps.mailContext.publicUrl}/dashboard`,
            },
            paused,
            inLanguage(deps.mailContext, reader.language),
          ),
        { lineId },
        'line pause mail could not be sent',
      );
    }
  }

  async function managing(caller: Customer, lineId: string) {
    const found = await standing(caller, lineId);
    if (!manages(found.role)) throw new AppError('FORBIDDEN', C.onlyOwner);
    return found;
  }

  return {
    async get(caller: Customer, lineId: string) {
      const { ownerId, role } = await standing(caller, lineId);
      return view(lineId, ownerId, role);
    },

    async setCap(caller: Customer, lineId: string, capCents: number | null) {
      const { ownerId, role } = await managing(caller, lineId);
      await controls.setCap({ lineId, ownerId, byUserId: caller.id }, capCents);
      return {
        message: capCents === null ? C.capCleared : C.capSaved,
        controls: await view(lineId, ownerId, role),
      };
    },

    async setAlert(caller: Customer, lineId: string, percent: number | null) {
      const { ownerId, role } = await standing(caller, lineId);
      if (role === 'viewer') throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.members.forbidden);
      await controls.setAlert({ lineId, ownerId, byUserId: caller.id }, percent);
      return {
        message: percent === null ? C.alertCleared : C.alertSaved,
        controls: await view(lineId, ownerId, role),
      };
    },

    /**
     * Pauses through the line's bar, which locks the line: of two pauses at once one bars it and
     * records the pause; the other finds it barred. A line suspended for a lost phone (or by
     * support) is not paused here, so unpausing never lifts another suspension.
     */
    async setPaused(caller: Customer, lineId: string, paused: boolean) {
      const { ownerId, role } = await managing(caller, lineId);
      const owner = await members.personOf(ownerId);
      if (!owner) throw notFound();
      const who = { lineId, ownerId, byUserId: caller.id };
      const bar = deps.lostPhone();
      if (paused) {
        let changed: boolean;
        try {
          ({ changed } = await bar.suspend(owner, lineId, { notify: false }));
        } catch (error) {
          if (error instanceof AppError && error.code === 'CONFLICT')
            throw new AppError('CONFLICT', C.cannotPause);
          throw error;
        }
        if (!changed) {
          const row = await controls.controlsOf(lineId);
          throw new AppError('CONFLICT', row?.pausedAt ? C.alreadyPaused : C.cannotPause);
        }
        if (await controls.recordPaused(who, clock.now())) await tellPause(lineId, ownerId, caller.id, true);
        return { message: C.paused, controls: await view(lineId, ownerId, role) };
      }
      const row = await controls.controlsOf(lineId);
      if (!row?.pausedAt) throw new AppError('CONFLICT', C.notPaused);
      try {
        await bar.resume(owner, lineId, { notify: false });
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT')
          throw new AppError('CONFLICT', C.notPaused);
        throw error;
      }
      if (await controls.recordUnpaused(who)) await tellPause(lineId, ownerId, caller.id, false);
      return { message: C.resumed, controls: await view(lineId, ownerId, role) };
    },

    /** Refuses a member's request that would take the line past its monthly cap. */
    async checkCap(request: {
      ownerId: string;
      requesterId: string;
      lineId: string;
      /** A data add-on's id (its list price counts), or what a plan change would charge now. */
      topUpId?: string;
      amountCents?: number;
    }) {
      if (request.requesterId === request.ownerId) return;
      const row = await controls.controlsOf(request.lineId);
      const cap = row?.spendingCapCents;
      if (cap === null || cap === undefined) return;
      const spent = await spentThisMonth(request.lineId, request.ownerId);
      const asked = request.topUpId ? priceOf(request.topUpId) : (request.amountCents ?? 0);
      if (asked > 0 && spent + asked > cap)
        throw new AppError('CONFLICT', C.overCap(formatUsd(cap), formatUsd(spent)));
    },

    /** Called by the usage sweep with a line's data used: mails the line's own alert once a period. */
    async alertIfDue(line: MeteredLine, usedMb: number) {
      if (line.dataAllowanceMb === null || line.dataAllowanceMb <= 0) return;
      const row = await controls.controlsOf(line.lineId);
      const percent = row?.dataAlertPercent;
      if (!percent || usedMb * 100 < line.dataAllowanceMb * percent) return;
      if (row.dataAlertSentFor?.getTime() === line.periodEnd.getTime()) return;
      if (!(await controls.claimAlert(line.lineId, line.periodEnd))) return;
      for (const reader of await lineReaders(members, line)) {
        await sendOrLog(
          deps.mail,
          deps.log,
          () =>
            lineDataAlertMail(
              {
                to: reader.email,
                firstName: reader.firstName,
                lineName: nameOfLine(line),
                percent,
                usedMb,
                allowanceMb: line.dataAllowanceMb!,
                periodEnd: line.periodEnd,
                link: `${deps.mailContext.publicUrl}/dashboard`,
              },
              inLanguage(deps.mailContext, reader.language),
            ),
          { lineId: line.lineId },
          'line data alert mail could not be sent',
        );
      }
    },
  };
}

export type MemberControlsService = ReturnType<typeof createMemberControlsService>;
